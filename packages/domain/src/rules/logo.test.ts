import { describe, expect, it } from 'vitest';
import { decodeLogoDataUrl, LOGO_MAX_BYTES, logoSizeProblem, sniffLogoFormat } from './logo';

const text = (value: string) => new TextEncoder().encode(value);

describe('sniffLogoFormat', () => {
  it('knows PNG, JPEG and WebP by their magic numbers, whatever they are called', () => {
    expect(sniffLogoFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffLogoFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffLogoFormat(text('RIFF\x24\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it('takes markup, after a byte order mark and white space, as an SVG to be parsed', () => {
    expect(sniffLogoFormat(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffLogoFormat(text('\uFEFF\n  <?xml version="1.0"?><svg/>'))).toBe('svg');
  });

  it('refuses the photo formats a logo may not be, and anything else', () => {
    expect(sniffLogoFormat(text('GIF89a'))).toBeNull();
    expect(sniffLogoFormat(text('BM6\0\0\0'))).toBeNull();
    expect(sniffLogoFormat(text('%PDF-1.7'))).toBeNull();
    expect(sniffLogoFormat(text('svg'))).toBeNull();
    expect(sniffLogoFormat(new Uint8Array(0))).toBeNull();
  });
});

describe('logoSizeProblem', () => {
  it('takes a logo up to the limit and says the limit past it', () => {
    expect(logoSizeProblem(LOGO_MAX_BYTES)).toBeNull();
    expect(logoSizeProblem(LOGO_MAX_BYTES + 1)).toBe('The logo is larger than 1 MB.');
    expect(logoSizeProblem(0)).toBe('The logo file is empty.');
  });
});

describe('decodeLogoDataUrl', () => {
  it('decodes base64 and percent-encoded payloads', () => {
    expect(decodeLogoDataUrl('data:image/svg+xml;base64,PHN2Zy8+')).toEqual({
      ok: true,
      bytes: text('<svg/>'),
    });
    expect(decodeLogoDataUrl('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E')).toEqual({
      ok: true,
      bytes: text('<svg/>'),
    });
  });

  it('refuses other types, broken payloads and logos past the limit', () => {
    expect(decodeLogoDataUrl('data:text/html,<script>alert(1)</script>').ok).toBe(false);
    expect(decodeLogoDataUrl('data:image/png;base64,***')).toEqual({
      ok: false,
      message: 'The data: URL is not valid base64 or percent-encoded text.',
    });
    expect(decodeLogoDataUrl('data:image/svg+xml,%E0%A4%A')).toMatchObject({ ok: false });
    expect(decodeLogoDataUrl(`data:image/png;base64,${'A'.repeat(1_400_000)}`)).toEqual({
      ok: false,
      message: 'The logo is larger than 1 MB.',
    });
  });
});
