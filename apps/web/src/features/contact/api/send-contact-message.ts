import { type ContactInput, contactReceiptSchema } from '@setspot/domain/contact/contact-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contact: stored and mailed to support; the answer is the same for every sender. */
export function sendContactMessage(message: ContactInput) {
  return apiFetch('/api/contact', { method: 'POST', body: message, schema: contactReceiptSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
