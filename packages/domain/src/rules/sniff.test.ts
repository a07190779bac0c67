import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SNIFF_LENGTH, sniffMediaType, uploadMatchesBytes } from './sniff';

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)));
/** An ISO base media file's start: box size, 'ftyp', major brand. */
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);

const SAMPLES = {
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  bmp: bytes('BM', [0x36, 0, 0, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  heic: ftyp('heic'),
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
};

describe('sniffMediaType', () => {
  it.each([
    ['jpg', 'photo'],
    ['png', 'photo'],
    ['gif', 'photo'],
    ['bmp', 'photo'],
    ['webp', 'photo'],
    ['heic', 'photo'],
    ['mp4', 'video'],
    ['mov', 'video'],
  ] as const)('recognises %s', (extension, kind) => {
    expect(sniffMediaType(SAMPLES[extension])).toEqual({ kind, extension });
  });

  it('recognises GIF87a', () => {
    expect(sniffMediaType(bytes('GIF87a'))?.extension).toBe('gif');
  });

  it.each(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'])(
    'reads major brand %s as HEIC',
    (brand) => {
      expect(sniffMediaType(ftyp(brand))).toEqual({ kind: 'photo', extension: 'heic' });
    },
  );

  it.each(['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash'])(
    'reads major brand %s as MP4',
    (brand) => {
      expect(sniffMediaType(ftyp(brand))).toEqual({ kind: 'video', extension: 'mp4' });
    },
  );

  it.each(['moov', 'mdat', 'wide'])('reads a QuickTime file starting with a %s atom as MOV', (atom) => {
    expect(sniffMediaType(bytes([0, 0, 0, 8], atom))).toEqual({ kind: 'video', extension: 'mov' });
  });

  it('refuses other ISO base media files, AVIF among them', () => {
    expect(sniffMediaType(bytes([0, 0, 0, 0x1c], 'ftyp', 'avif', [0, 0, 0, 0], 'mif1'))).toBeNull();
    expect(sniffMediaType(ftyp('3gp4'))).toBeNull();
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7')],
    ['a ZIP', bytes('PK', [3, 4])],
    ['a RIFF that is not WEBP', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['a truncated JPEG signature', bytes([0xff, 0xd8])],
    ['GIF without its version', bytes('GIF8')],
    ['nothing', bytes()],
  ])('refuses %s', (_, content) => {
    expect(sniffMediaType(content)).toBeNull();
  });

  it('needs no more than SNIFF_LENGTH bytes', () => {
    for (const sample of Object.values(SAMPLES)) {
      expect(sniffMediaType(sample.subarray(0, SNIFF_LENGTH))).toEqual(sniffMediaType(sample));
    }
  });

  it('recognises any file that starts with a signature, whatever follows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(SAMPLES) as (keyof typeof SAMPLES)[])),
        fc.uint8Array({ maxLength: 64 }),
        (extension, tail) => {
          const file = new Uint8Array([...SAMPLES[extension], ...tail]);
          expect(sniffMediaType(file)?.extension).toBe(extension);
        },
      ),
    );
  });
});

describe('uploadMatchesBytes', () => {
  it('matches a file whose bytes are the declared format', () => {
    expect(uploadMatchesBytes({ filename: 'a.png', contentType: 'image/png' }, SAMPLES.png)).toBe(true);
    expect(uploadMatchesBytes({ filename: 'IMG.HEIC', contentType: '' }, SAMPLES.heic)).toBe(true);
  });

  it('treats jpg and jpeg as one format', () => {
    expect(uploadMatchesBytes({ filename: 'a.jpeg', contentType: 'image/jpeg' }, SAMPLES.jpg)).toBe(true);
    expect(uploadMatchesBytes({ filename: 'a.jpg', contentType: 'image/jpeg' }, SAMPLES.jpg)).toBe(true);
  });

  it('lets MP4 and MOV pass for each other', () => {
    expect(uploadMatchesBytes({ filename: 'a.mov', contentType: 'video/quicktime' }, SAMPLES.mp4)).toBe(true);
    expect(uploadMatchesBytes({ filename: 'a.mp4', contentType: 'video/mp4' }, SAMPLES.mov)).toBe(true);
  });

  it('refuses bytes of another photo format', () => {
    expect(uploadMatchesBytes({ filename: 'a.png', contentType: 'image/png' }, SAMPLES.jpg)).toBe(false);
  });

  it('refuses a photo that is a video and a video that is a photo', () => {
    expect(uploadMatchesBytes({ filename: 'a.heic', contentType: 'image/heic' }, SAMPLES.mp4)).toBe(false);
    expect(uploadMatchesBytes({ filename: 'a.mp4', contentType: 'video/mp4' }, SAMPLES.heic)).toBe(false);
  });

  it('refuses bytes that are no accepted format', () => {
    expect(uploadMatchesBytes({ filename: 'a.jpg', contentType: 'image/jpeg' }, bytes('%PDF-1.7'))).toBe(
      false,
    );
  });

  it('refuses a declaration that classifyUpload refuses, whatever the bytes', () => {
    expect(uploadMatchesBytes({ filename: 'a.png', contentType: 'text/html' }, SAMPLES.png)).toBe(false);
  });
});
