import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph unless told to be another element, and keeps the caller class and attributes', () => {
    expect(renderToStaticMarkup(<Text>Hello</Text>)).toMatch(/^<p class="[^"]+">Hello<\/p>$/);
    expect(
      renderToStaticMarkup(
        <Text as="span" className="extra" id="note">
          Hi
        </Text>,
      ),
    ).toMatch(/^<span id="note" class="[^"]+ extra">Hi<\/span>$/);
  });
});
