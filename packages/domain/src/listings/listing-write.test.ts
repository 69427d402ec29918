import { describe, expect, it } from 'vitest';
import { completeListingForm } from '../testing/listing-values.ts';
import { createListingSchema, updateListingSchema } from './listing-input.ts';
import {
  createListingBodySchema,
  imageOrderBodySchema,
  imageUploadQuerySchema,
  updateListingBodySchema,
} from './listing-write.ts';

describe('listing write bodies', () => {
  it('give the same values as the form schemas', () => {
    expect(createListingBodySchema.parse(completeListingForm())).toEqual(
      createListingSchema.parse(completeListingForm()),
    );
    expect(updateListingBodySchema.parse(completeListingForm())).toEqual(
      updateListingSchema.parse(completeListingForm()),
    );
  });

  it('refuse owner ids, ids and timestamps by name instead of dropping them', () => {
    const result = createListingBodySchema.safeParse({
      ...completeListingForm(),
      ownerId: 'x',
      createdAt: 'y',
    });
    expect(result.error?.issues[0]?.message).toBe('These fields cannot be set: ownerId, createdAt');
    const update = updateListingBodySchema.safeParse({ ...completeListingForm(), id: 'x' });
    expect(update.error?.issues[0]?.message).toBe('These fields cannot be set: id');
  });

  it('keep the spec messages', () => {
    const result = createListingBodySchema.safeParse({ ...completeListingForm(), pricePerDay: '' });
    expect(result.error?.issues[0]?.message).toBe('Please set a daily price');
  });

  it('take 1 to 4 image ids for an order, and append unless told to replace', () => {
    expect(imageOrderBodySchema.safeParse({ imageIds: [] }).success).toBe(false);
    expect(imageOrderBodySchema.safeParse({ imageIds: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(false);
    expect(imageUploadQuerySchema.parse({})).toEqual({ mode: 'append' });
    expect(imageUploadQuerySchema.safeParse({ mode: 'merge' }).success).toBe(false);
  });
});
