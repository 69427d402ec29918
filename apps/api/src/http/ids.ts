import { uuidSchema } from '@setspot/domain/common/common-schemas';
import { z } from 'zod';

export { isUuid } from '@setspot/domain/common/uuid';

/**
 * `:id` path parameters. An address whose id is malformed names nothing, so it is answered 404 in
 * the route's own words (`notFound`, e.g. 'Location not found', which a page shows as 'Location Not
 * Found'), by the app's error handler and validation-error.ts; ids in a query or body are a 400.
 */
export function idParamsSchema(notFound: string) {
  return z.object({ id: uuidSchema(notFound) });
}
