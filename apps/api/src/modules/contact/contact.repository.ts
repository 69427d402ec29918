import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type NewContactMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
};

export async function insertContactMessage(executor: Executor, message: NewContactMessage) {
  const [row] = await executor.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('The contact message was not stored');
  return row.id;
}
