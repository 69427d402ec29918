import type { Db } from '../../db/client.ts';
import { errorLogs } from '../../db/schema.ts';

export type NewErrorLog = {
  type: string;
  error: string;
  context: string | null;
  location: string | null;
  userId: string | null;
  userAgent: string | null;
};

export async function insertErrorLog(db: Db, log: NewErrorLog) {
  await db.insert(errorLogs).values(log);
}
