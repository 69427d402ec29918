import { z } from 'zod';
import { optionalTextSchema } from '../shared/common-schemas.ts';
import { requiredTextSchema } from '../shared/form-values.ts';
import { propertyTypeSchema, sizeFields } from './listing-steps.ts';
import {
  COMPLETE_ADDRESS_REQUIRED,
  DESCRIPTION_REQUIRED,
  PROPERTY_NAME_REQUIRED,
  PROPERTY_TYPE_REQUIRED,
} from './listing-texts.ts';

/**
 * The edit flow's step 1 (spec section 5): its own message per field. Zip is optional here because
 * listings made before zip was stored have none. Steps 2 and 3 have no checks of their own and
 * step 4 is the wizard's pricing step (listing-steps.ts), whose messages are the edit flow's.
 */
export const editBasicsStepSchema = z.object({
  propertyName: requiredTextSchema(PROPERTY_NAME_REQUIRED, 200),
  propertyType: propertyTypeSchema(PROPERTY_TYPE_REQUIRED),
  description: requiredTextSchema(DESCRIPTION_REQUIRED, 5000),
  address: requiredTextSchema(COMPLETE_ADDRESS_REQUIRED, 300),
  city: requiredTextSchema(COMPLETE_ADDRESS_REQUIRED, 100),
  state: requiredTextSchema(COMPLETE_ADDRESS_REQUIRED, 100),
  zip: optionalTextSchema(20),
  ...sizeFields,
});
