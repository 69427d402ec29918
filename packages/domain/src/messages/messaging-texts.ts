/** Messaging texts, product section 8. Word for word. */
export function errorLoadingMessages(message: string): string {
  return `Error loading messages: ${message}`;
}
export function errorSendingMessage(message: string): string {
  return `Error sending message: ${message}`;
}

// Not in the spec: the client disables Send for empty text; the API still needs an answer.
export const MESSAGE_EMPTY = 'Please type a message';
export const MESSAGE_TOO_LONG = 'Messages can be at most 5,000 characters';
export const CANNOT_MESSAGE_USER = 'You cannot message this user';
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
/** Shown for a party who deleted their account; their messages stay for the other party. */
export const DELETED_USER = 'Deleted user';
export const CANNOT_MESSAGE_YOURSELF = 'You cannot send a message to yourself';

/** A message to, or a thread with, an account that does not exist. */
export const USER_NOT_FOUND = 'User not found';
