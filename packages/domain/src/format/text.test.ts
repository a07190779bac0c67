import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countLabel, stripMarkup } from './text';

describe('countLabel', () => {
  it('reads "No", one in the singular, and the number with the plural above that', () => {
    expect(countLabel(0, 'item')).toBe('No items');
    expect(countLabel(1, 'item')).toBe('1 item');
    expect(countLabel(2, 'item')).toBe('2 items');
    expect(countLabel(1000, 'item')).toBe('1000 items');
  });

  it('takes an irregular plural', () => {
    expect(countLabel(0, 'delivery', 'deliveries')).toBe('No deliveries');
    expect(countLabel(1, 'delivery', 'deliveries')).toBe('1 delivery');
    expect(countLabel(3, 'delivery', 'deliveries')).toBe('3 deliveries');
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d as a count', (count) => {
    expect(() => countLabel(count, 'item')).toThrow(RangeError);
  });

  it('names what it was counting in its error', () => {
    expect(() => countLabel(-1, 'box', 'boxes')).toThrow(
      new RangeError('countLabel: expected a whole number of boxes of 0 or more, got -1'),
    );
  });
});

describe('stripMarkup', () => {
  it.each([
    ['<p>Box <b>crushed</b> on arrival</p>', 'Box crushed on arrival'],
    ['Line one<br/>Line two', 'Line oneLine two'],
    ['<a href="https://example.com" title="a > b">link</a>', 'link'],
    ["<img alt='x>y' src=x.png>after", 'after'],
    ["<img alt=don't>after", 'after'],
    ['<a title = "spaced > value">text</a>', 'text'],
    ['<!DOCTYPE html><html><body>Hi</body></html>', 'Hi'],
    ['<?xml version="1.0"?>Hi', 'Hi'],
    ['</ bogus>Hi', 'Hi'],
  ])('removes tags: %s', (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });

  it.each([
    ['Hi<script>alert("<b>x</b>")</script> there', 'Hi there'],
    ['<SCRIPT type="text/javascript">x()</Script >ok', 'ok'],
    ['<style>p > a { color: red }</style>Styled', 'Styled'],
    ['<script>if (a </scripts> b) {}</script>done', 'done'],
    ['<scripted>kept</scripted>', 'kept'],
  ])('removes script and style elements with their contents: %s', (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });

  it.each([
    ['Before<!-- a <b>hidden</b> comment -->after', 'Beforeafter'],
    ['a<!---->b', 'ab'],
    ['a<!-->b', 'ab'],
    ['a<!--->b', 'ab'],
  ])('removes comments: %s', (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });

  it.each([
    ['3 < 5 and 5 > 3', '3 < 5 and 5 > 3'],
    ['I <3 this', 'I <3 this'],
    ['a <= b', 'a <= b'],
    ['trailing <', 'trailing <'],
    ['Tom & Jerry &amp; friends', 'Tom & Jerry &amp; friends'],
    ['&lt;b&gt;escaped&lt;/b&gt;', '&lt;b&gt;escaped&lt;/b&gt;'],
  ])('keeps a "<" that opens no markup, and entities as written: %s', (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });

  it.each([
    ['Hello <b', 'Hello'],
    ['Hello <a href="unclosed>quote', 'Hello'],
    ['Hello <!-- never closed', 'Hello'],
    ['Hello <script>steal()', 'Hello'],
  ])('drops markup left unclosed to the end: %s', (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });

  it('drops a kept "<" that a removed tag brings next to a letter, and only that "<"', () => {
    expect(stripMarkup('<<b>bold</b>')).toBe('bold');
    expect(stripMarkup('<<<b>b>b>text')).toBe('b>b>text');
    expect(stripMarkup('<<b>script>alert(1)</script>')).toBe('script>alert(1)');
    expect(stripMarkup('<<b> bold</b>')).toBe('< bold');
  });

  it('trims the result but collapses nothing inside it', () => {
    expect(stripMarkup('\n  <p>\n    Two  spaces\n\n  and lines\n  </p>\n')).toBe(
      'Two  spaces\n\n  and lines',
    );
  });

  const markupText = fc.string({
    unit: fc.constantFrom(
      '<',
      '>',
      '/',
      '!',
      '?',
      '-',
      '=',
      '"',
      "'",
      ' ',
      '\n',
      'a',
      'B',
      '3',
      '&',
      '<!--',
      '-->',
      '<script>',
      '</script>',
      'style',
      '<b>',
      '</b>',
    ),
    maxLength: 40,
  });

  it('never leaves a "<" that opens markup', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        expect(stripMarkup(text)).not.toMatch(/<[A-Za-z/!?]/);
      }),
      { numRuns: 2000 },
    );
  });

  it('changes nothing when applied twice', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        const once = stripMarkup(text);
        expect(stripMarkup(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('returns text without "<" unchanged but for trimming', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('<')),
        (text) => {
          expect(stripMarkup(text)).toBe(text.trim());
        },
      ),
    );
  });

  it('keeps every character outside markup, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[^<]*$/), { minLength: 1, maxLength: 5 }), (words) => {
        expect(stripMarkup(words.join('<i>'))).toBe(words.join('').trim());
      }),
    );
  });
});
