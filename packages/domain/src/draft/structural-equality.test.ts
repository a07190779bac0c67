import { describe, expect, it } from 'vitest';
import { isStructurallyEqual } from './structural-equality';

describe('isStructurallyEqual', () => {
  it.each([
    ['equal primitives', 'a', 'a'],
    ['objects whose keys are in another order', { a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 }],
    ['a null field and a missing one', { a: 1, b: null }, { a: 1 }],
    ['an undefined field and a missing one', { a: 1 }, { a: 1, b: undefined }],
    ['empty arrays', [], []],
  ])('finds %s equal', (_case, left, right) => {
    expect(isStructurallyEqual(left, right)).toBe(true);
    expect(isStructurallyEqual(right, left)).toBe(true);
  });

  it.each([
    ['different primitives', 'a', 'b'],
    ['a field with different values', { a: 1 }, { a: 2 }],
    ['a given field and a missing one', { a: 1, b: 0 }, { a: 1 }],
    ['objects with different keys of the same count', { a: 1 }, { b: 1 }],
    ['arrays in another order', [1, 2], [2, 1]],
    ['arrays of different lengths', [1], [1, 1]],
    ['an array and an object', [], {}],
    ['an object and null', {}, null],
    ['null inside an array and undefined', [null], [undefined]],
  ])('tells %s apart', (_case, left, right) => {
    expect(isStructurallyEqual(left, right)).toBe(false);
    expect(isStructurallyEqual(right, left)).toBe(false);
  });
});
