// Apart from the schemas (message-schemas.ts), so that the composer counts without zod.
export const MAX_MESSAGE_LENGTH = 5000;
