import type { ContactInput, contactReceiptSchema } from '@setspot/domain/contact/contact-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contact: stored and mailed to support; the answer is the same for every sender. */
export function sendContactMessage(message: ContactInput) {
  return apiFetch<z.output<typeof contactReceiptSchema>>('/api/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
