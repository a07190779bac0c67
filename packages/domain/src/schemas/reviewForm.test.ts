import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { ReviewInput } from './message';
import { checkReviewFields, ratingOfField } from './reviewForm';

describe('ratingOfField', () => {
  it.each([
    ['4', 4],
    ['9', 9],
    ['', null],
    ['4.5', null],
    ['four', null],
    [' 4', null],
  ])('reads %j as %j', (value, rating) => {
    expect(ratingOfField(value)).toBe(rating);
  });
});

describe('checkReviewFields', () => {
  it('answers the review as ReviewInput parses it', () => {
    expect(checkReviewFields({ rating: 4, comment: '  Quick and friendly. ' })).toEqual({
      ok: true,
      review: ReviewInput.parse({ rating: 4, comment: 'Quick and friendly.' }),
    });
  });

  it("answers each field's first message of the schema, no star being a rating of 0", () => {
    const schemaMessage = (input: unknown, field: string) =>
      ReviewInput.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;
    const tooLong = 'x'.repeat(LIMITS.details + 1);
    expect(checkReviewFields({ rating: null, comment: tooLong })).toEqual({
      ok: false,
      errors: {
        rating: schemaMessage({ rating: 0 }, 'rating'),
        comment: schemaMessage({ rating: 1, comment: tooLong }, 'comment'),
      },
    });
    expect(checkReviewFields({ rating: 6, comment: '' })).toEqual({
      ok: false,
      errors: { rating: 'Choose 1 to 5 stars' },
    });
  });
});
