import { describe, expect, it } from 'vitest';
import {
  ClaimSessionInput,
  ImportData,
  inputEmail,
  inputString,
  isEmailAddress,
  isStorableText,
  StaffClaimQuery,
  UNSTORABLE_TEXT_MESSAGE,
} from './index';
import { inputText } from './primitives';

const controls = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  0x7f,
].map((code) => String.fromCharCode(code));

describe('inputString', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate at the end', 'a\uD83D'],
    ['a lone high surrogate before a letter', '\uD83Da'],
    ['a lone low surrogate at the start', '\uDE00a'],
    ['a lone low surrogate after a letter', 'a\uDE00'],
    ['a pair in the wrong order', '\uDE00\uD83D'],
    ['a low surrogate after a whole pair', '\uD83D\uDE00\uDE00'],
  ])('refuses %s', (_name, text) => {
    expect(isStorableText(text)).toBe(false);
    const result = inputString().safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: UNSTORABLE_TEXT_MESSAGE, path: [] }),
    ]);
  });

  it('refuses every C0 control character but tab, line feed and carriage return, and DEL', () => {
    expect(controls).toHaveLength(30);
    for (const control of controls) {
      expect(inputString().safeParse(`before${control}after`).success, `U+${control.charCodeAt(0)}`).toBe(
        false,
      );
    }
  });

  it.each([
    ['tab, line feed and carriage return', 'one\ttwo\r\nthree\n'],
    ['letters of any script', 'Zoë Ångström, 東京, Łódź, שלום'],
    ['a character outside the basic plane', 'Great 👍🏽 thanks'],
    ['the replacement character and other non-ASCII controls', '\uFFFD\u0085\u00A0\u200B'],
    ['an empty string', ''],
  ])('keeps %s', (_name, text) => {
    expect(isStorableText(text)).toBe(true);
    expect(inputString().parse(text)).toBe(text);
  });

  it('is checked before the rules chained after it, which still apply', () => {
    expect(inputText(5).parse('  Ada  ')).toBe('Ada');
    expect(inputText(5).safeParse('Ada Lovelace').success).toBe(false);
    expect(inputEmail.safeParse('ada\u0000@example.com').error?.issues[0]?.message).toBe(
      UNSTORABLE_TEXT_MESSAGE,
    );
  });

  it('agrees with isEmailAddress, the check without zod, on what is an email address', () => {
    const samples = [
      'ada@example.com',
      '  Ada.Lovelace+claims@mail.example.co.uk ',
      "o'brien_1@example.io",
      'ada@example',
      'ada@@example.com',
      '.ada@example.com',
      'ada..l@example.com',
      'ada@-example.com',
      'ada@example.c',
      'ada @example.com',
      '',
      '\u000Bada@example.com',
      `${'a'.repeat(243)}@example.com`,
      `${'a'.repeat(242)}@example.com`,
    ];
    const verdicts = samples.map((sample) => [sample, isEmailAddress(sample)]);
    expect(verdicts).toEqual(samples.map((sample) => [sample, inputEmail.safeParse(sample).success]));
    expect(verdicts.filter(([, valid]) => valid)).toHaveLength(4);
  });

  it('names the field it is refused in, nested ones included', () => {
    const session = ClaimSessionInput.safeParse({
      email: 'ada@example.com',
      orderId: 'o-1',
      metadata: {
        resolution: {
          updatedShippingAddress: {
            firstName: 'Ada',
            lastName: 'L',
            address1: '1 Main\u0000 St',
            city: 'Springfield',
            countryCode: 'US',
          },
        },
        messages: ['fine', 'broken \uD800'],
      },
    });
    expect(session.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['metadata.resolution.updatedShippingAddress.address1', UNSTORABLE_TEXT_MESSAGE],
      ['metadata.messages.1', UNSTORABLE_TEXT_MESSAGE],
    ]);
    expect(StaffClaimQuery.safeParse({ q: 'mug\u0000' }).error?.issues[0]?.path).toEqual(['q']);
    expect(
      ImportData.safeParse({ stores: [{ id: 's', name: 'Store\u001B[31m' }] }).error?.issues[0]?.path,
    ).toEqual(['stores', 0, 'name']);
  });
});
