import { z } from 'zod';
import { idSchema } from '../common/common-schemas.ts';

/** Product section 3 Location image; `position` orders the gallery (architecture section 5). */
export const locationImageSchema = z.object({
  id: idSchema,
  locationId: idSchema,
  imageUrl: z.string().min(1),
  isPrimary: z.boolean(),
  position: z.number().int().min(0),
});
export type LocationImage = z.infer<typeof locationImageSchema>;
