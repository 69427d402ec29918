import { errorBodySchema } from '@setspot/domain/common/error-body';
import { conflictResponses } from '../../http/outcome.ts';
import { sendValidationError } from '../../http/validation-error.ts';

/** A body that fails its schema, answered with the schema's own message (e.g. 'Please select booking dates'). */
export const sendBodyError = sendValidationError;

/** Every answer a booking route documents: the common errors, 409 for a refused move, 402 for money. */
export const bookingErrorResponses = { ...conflictResponses, 402: errorBodySchema };
