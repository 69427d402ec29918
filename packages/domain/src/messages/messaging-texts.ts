/** Messaging texts, spec section 8. Word for word. */
export function errorLoadingMessages(message: string): string {
  return `Error loading messages: ${message}`;
}
export function errorSendingMessage(message: string): string {
  return `Error sending message: ${message}`;
}

// Not in the spec: the client disables Send for empty text; the API still needs an answer.
export const MESSAGE_EMPTY = 'Please type a message';
export const MESSAGE_TOO_LONG = 'Message is too long';
export const CANNOT_MESSAGE_YOURSELF = 'You cannot send a message to yourself';
