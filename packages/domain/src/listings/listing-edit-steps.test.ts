import { describe, expect, it } from 'vitest';
import { completeListingForm } from '../testing/listing-values.ts';
import { editBasicsStepSchema } from './listing-edit-steps.ts';

const messageFor = (changes: Record<string, unknown>) =>
  editBasicsStepSchema.safeParse({ ...completeListingForm(), ...changes }).error?.issues[0]?.message;

describe('edit step 1', () => {
  it('passes a complete form, zip optional', () => {
    expect(editBasicsStepSchema.safeParse(completeListingForm()).success).toBe(true);
    expect(editBasicsStepSchema.parse({ ...completeListingForm(), zip: '' }).zip).toBeNull();
  });

  it.each([
    ['propertyName', 'Property name is required'],
    ['propertyType', 'Property type is required'],
    ['description', 'Description is required'],
    ['address', 'Complete address information is required'],
    ['city', 'Complete address information is required'],
    ['state', 'Complete address information is required'],
  ])('%s blank: %s', (field, message) => {
    expect(messageFor({ [field]: '' })).toBe(message);
    expect(messageFor({ [field]: '   ' })).toBe(message);
  });
});
