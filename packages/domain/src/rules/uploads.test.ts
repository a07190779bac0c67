import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyUpload,
  classifyUploads,
  DEFAULT_UPLOAD_LIMITS,
  MEDIA_CONTENT_TYPES,
  mediaExtensionOf,
  PHOTO_EXTENSIONS,
  UPLOAD_ACCEPT,
  uploadKindOf,
  VIDEO_EXTENSIONS,
} from './uploads';

const MB = 1024 * 1024;
const ALLOWED = 'Upload JPG, JPEG, PNG, GIF, BMP, WEBP or HEIC photos, or MP4 or MOV videos.';

describe('classifyUpload', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'photo', 'jpg'],
    ['photo.jpeg', 'image/jpeg', 'photo', 'jpeg'],
    ['photo.png', 'image/png', 'photo', 'png'],
    ['photo.gif', 'image/gif', 'photo', 'gif'],
    ['photo.bmp', 'image/bmp', 'photo', 'bmp'],
    ['photo.webp', 'image/webp', 'photo', 'webp'],
    ['photo.heic', 'image/heic', 'photo', 'heic'],
    ['clip.mp4', 'video/mp4', 'video', 'mp4'],
    ['clip.mov', 'video/quicktime', 'video', 'mov'],
  ] as const)('accepts %s sent as %s', (filename, contentType, kind, extension) => {
    expect(classifyUpload({ filename, contentType, size: 1000 })).toEqual({
      ok: true,
      kind,
      extension,
      contentType,
    });
  });

  it('ignores case in the name and the MIME type, and MIME parameters', () => {
    expect(classifyUpload({ filename: 'PHOTO.JPG', contentType: 'image/jpeg', size: 1 })).toEqual({
      ok: true,
      kind: 'photo',
      extension: 'jpg',
      contentType: 'image/jpeg',
    });
    expect(
      classifyUpload({ filename: 'a.Png', contentType: ' IMAGE/PNG; charset=binary', size: 1 }),
    ).toMatchObject({
      ok: true,
      contentType: 'image/png',
    });
  });

  it('accepts the other MIME types browsers give these formats', () => {
    expect(classifyUpload({ filename: 'x.jpg', contentType: 'image/pjpeg' })).toMatchObject({ ok: true });
    expect(classifyUpload({ filename: 'x.bmp', contentType: 'image/x-ms-bmp' })).toMatchObject({ ok: true });
    expect(classifyUpload({ filename: 'x.heic', contentType: 'image/heif' })).toMatchObject({
      ok: true,
      contentType: 'image/heif',
    });
  });

  it.each(['', 'application/octet-stream'])(
    'accepts a HEIC photo sent as "%s", stored as image/heic',
    (type) => {
      expect(classifyUpload({ filename: 'IMG_0001.HEIC', contentType: type, size: 1 })).toEqual({
        ok: true,
        kind: 'photo',
        extension: 'heic',
        contentType: 'image/heic',
      });
    },
  );

  it('refuses an empty or generic MIME type for every other format', () => {
    expect(classifyUpload({ filename: 'x.jpg', contentType: '' })).toEqual({
      ok: false,
      reason: 'type',
      message: `"x.jpg" is not in JPG format. ${ALLOWED}`,
    });
    expect(classifyUpload({ filename: 'x.mov', contentType: 'application/octet-stream' })).toMatchObject({
      ok: false,
      reason: 'type',
    });
  });

  it('refuses a MIME type that does not fit the extension', () => {
    expect(classifyUpload({ filename: 'x.png', contentType: 'video/mp4', size: 1 })).toEqual({
      ok: false,
      reason: 'type',
      message: `"x.png" is not in PNG format. ${ALLOWED}`,
    });
  });

  it.each(['invoice.pdf', 'README', 'photo.', 'photo.jpg.exe', 'clip.avi', ''])(
    'refuses "%s"',
    (filename) => {
      expect(classifyUpload({ filename, contentType: 'image/jpeg', size: 1 })).toEqual({
        ok: false,
        reason: 'type',
        message: `"${filename}" is not a photo or video. ${ALLOWED}`,
      });
    },
  );

  it('refuses an empty file, or a size no file can have', () => {
    expect(classifyUpload({ filename: 'x.jpg', contentType: 'image/jpeg', size: 0 })).toEqual({
      ok: false,
      reason: 'empty',
      message: '"x.jpg" is empty. Choose another photo or video.',
    });
    expect(classifyUpload({ filename: 'x.jpg', contentType: 'image/jpeg', size: -1 })).toMatchObject({
      reason: 'empty',
    });
  });

  it('allows a photo up to 20 MB and a video up to 200 MB by default', () => {
    expect(classifyUpload({ filename: 'x.jpg', contentType: 'image/jpeg', size: 20 * MB })).toMatchObject({
      ok: true,
    });
    expect(classifyUpload({ filename: 'x.jpg', contentType: 'image/jpeg', size: 20 * MB + 1 })).toEqual({
      ok: false,
      reason: 'too_large',
      message: '"x.jpg" is 20.1 MB. Photos can be up to 20 MB.',
    });
    expect(classifyUpload({ filename: 'x.mp4', contentType: 'video/mp4', size: 200 * MB })).toMatchObject({
      ok: true,
    });
    expect(classifyUpload({ filename: 'x.mp4', contentType: 'video/mp4', size: 250 * MB })).toEqual({
      ok: false,
      reason: 'too_large',
      message: '"x.mp4" is 250 MB. Videos can be up to 200 MB.',
    });
  });

  it('takes overridden limits', () => {
    const limits = { maxPhotoBytes: 1 * MB, maxVideoBytes: 300 * MB };
    expect(
      classifyUpload({ filename: 'x.png', contentType: 'image/png', size: 2 * MB }, limits),
    ).toMatchObject({
      reason: 'too_large',
      message: '"x.png" is 2 MB. Photos can be up to 1 MB.',
    });
    expect(
      classifyUpload({ filename: 'x.mov', contentType: 'video/quicktime', size: 250 * MB }, limits),
    ).toMatchObject({ ok: true });
  });

  it('checks only the type when the size is unknown', () => {
    expect(classifyUpload({ filename: 'x.mov', contentType: 'video/quicktime' })).toMatchObject({ ok: true });
  });

  it('checks the type before the size', () => {
    expect(classifyUpload({ filename: 'x.pdf', contentType: 'application/pdf', size: 0 })).toMatchObject({
      reason: 'type',
    });
  });
});

describe('classifyUploads', () => {
  const photo = (n: number) => ({ filename: `p${n}.jpg`, contentType: 'image/jpeg', size: 10 });

  it('refuses files beyond the claim limit of 10 by default', () => {
    const results = classifyUploads(Array.from({ length: 11 }, (_, n) => photo(n)));
    expect(results.filter((result) => result.ok)).toHaveLength(DEFAULT_UPLOAD_LIMITS.maxFilesPerClaim);
    expect(results[10]).toEqual({
      ok: false,
      reason: 'too_many',
      message: '"p10.jpg" was not added: a claim can have up to 10 files.',
    });
  });

  it('counts the files the claim already has', () => {
    const results = classifyUploads([photo(1), photo(2)], { alreadyAttached: 9 });
    expect(results.map((result) => result.ok)).toEqual([true, false]);
  });

  it('gives no place to a refused file', () => {
    const results = classifyUploads([{ filename: 'a.pdf', contentType: 'application/pdf' }, photo(1)], {
      alreadyAttached: 9,
    });
    expect(results.map((result) => (result.ok ? 'ok' : result.reason))).toEqual(['type', 'ok']);
  });

  it('takes overridden limits, such as a store policy', () => {
    const results = classifyUploads([photo(1), photo(2), { ...photo(3), size: 5 * MB }], {
      limits: { maxFilesPerClaim: 2, maxPhotoBytes: 1 * MB },
    });
    expect(results.map((result) => (result.ok ? 'ok' : result.reason))).toEqual(['ok', 'ok', 'too_large']);
  });
});

describe('extensions and kinds', () => {
  it('reads a known extension in lower case', () => {
    expect(mediaExtensionOf('a.b.WEBP')).toBe('webp');
    expect(mediaExtensionOf('a.tiff')).toBeNull();
    expect(mediaExtensionOf('webp')).toBeNull();
  });

  it('knows which extensions are videos', () => {
    expect(PHOTO_EXTENSIONS.map(uploadKindOf)).toEqual(Array(7).fill('photo'));
    expect(VIDEO_EXTENSIONS.map(uploadKindOf)).toEqual(['video', 'video']);
  });

  it('lists every extension and MIME type once for the file input', () => {
    const accepted = UPLOAD_ACCEPT.split(',');
    expect(accepted.slice(0, 9)).toEqual([
      '.jpg',
      '.jpeg',
      '.png',
      '.gif',
      '.bmp',
      '.webp',
      '.heic',
      '.mp4',
      '.mov',
    ]);
    expect(accepted).toContain('image/heic');
    expect(accepted).toContain('video/quicktime');
    expect(new Set(accepted).size).toBe(accepted.length);
    expect(accepted.length).toBe(9 + new Set(Object.values(MEDIA_CONTENT_TYPES).flat()).size);
  });
});

describe('upload properties', () => {
  const allowed: readonly string[] = [...PHOTO_EXTENSIONS, ...VIDEO_EXTENSIONS];
  const contentTypes = [
    ...Object.values(MEDIA_CONTENT_TYPES).flat(),
    '',
    'application/octet-stream',
    'text/plain',
  ];

  it('never accepts a file whose extension is outside the list', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc
          .string({ minLength: 1, maxLength: 6 })
          .filter((extension) => !extension.includes('.') && !allowed.includes(extension.toLowerCase())),
        fc.constantFrom(...contentTypes),
        (base, extension, contentType) => {
          expect(classifyUpload({ filename: `${base}.${extension}`, contentType, size: 1 }).ok).toBe(false);
        },
      ),
    );
  });

  it('accepts only listed extensions, and always with a MIME type listed for it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...allowed),
        fc.constantFrom(...contentTypes),
        (base, ext, type) => {
          const result = classifyUpload({
            filename: `${base}.${ext.toUpperCase()}`,
            contentType: type,
            size: 1,
          });
          if (!result.ok) return;
          expect(result.extension).toBe(ext);
          expect(MEDIA_CONTENT_TYPES[result.extension]).toContain(result.contentType);
        },
      ),
    );
  });
});
