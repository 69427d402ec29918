import { errorBodySchema } from '@setspot/domain/common/error-body';
import { conflictResponses } from '../../http/outcome.ts';

/** Every answer a booking route documents: the common errors, 409 for a refused move, 402 for money. */
export const bookingErrorResponses = { ...conflictResponses, 402: errorBodySchema };
