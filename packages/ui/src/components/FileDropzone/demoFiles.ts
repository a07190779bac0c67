/**
 * Files for the stories of FileDropzone and MessageThread: real PNG bytes (96 × 72, drawn once by a script
 * and inlined), so thumbnails decode the same on every run without a network.
 */
import { type MediaInput, mediaCaption } from '@orderprotection/domain';
import { demoUploadedAt } from '../Lightbox/demoImages';

export const demoParcelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABICAIAAACGBWc0AAAAtUlEQVR42u3aqw2AQBBFUfqjM7IN4XBQARqFwmNpgKzaT3ZykqtHHDtvup5XmSYEgAABAgQIECBAAgQIECBAgAABUiGgbZmLdB/pt1L3AQECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAhQNZ34QH7zdXUiA1l3tNCJCWQf1E4nGpCFWWudOEA2in10IgBZufbUGRvITjp11xkVqOnSft1PZQIECBAgQIAAAQIkQIAq9AEaIkySq8/RrAAAAABJRU5ErkJggg==';

export const demoPlatePng =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABICAIAAACGBWc0AAABQElEQVR42u3bwRHCMAxE0e2I0iiFLrlyoAE6YAiR1l7lz+ieyRtZiWxZ79eT+BKCACCAAAIIIIAAAogAKAzodn/8HtcCOkSzlkkRLgullJI7q4yCgTxMCipAS4xksIg2kidTco1kW0ehRnJWmW6gDiM5a7AhicqNZP5IxS00+T/hWUZa8oMTZKRNunOA3Em0HVDJO2xopLUd1v7tvpb3n5sbaYcGHaBlSTQEqM9oDlCT0SigDqNpQOUFez5Q+T9EPFCt0UygQqOxQFVGk4FKCva1gP540HCg80bzgU4axe8HtRpN2DBrLdjZe9LdSRS/ad9tdEWgQ0bBJ6sGo+CzeUPBzh5eMCRR8HyQwSh4wixuvtU6o5hr5JhyjTZqn5MGaLsWJHXSniLNbR/ui3HjkDurAAEEEEAAAQQQARBANfEBzmZZcXSxL+sAAAAASUVORK5CYII=';

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export function demoPhotoFile(name = 'damaged-box.png', base64 = demoParcelPng): File {
  return new File([fromBase64(base64)], name, { type: 'image/png' });
}

/** Never played: a video shows as an icon, so a few bytes stand in for one. */
export function demoVideoFile(name = 'unboxing.mp4'): File {
  return new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], name, { type: 'video/mp4' });
}

export function demoDocumentFile(name = 'invoice.pdf'): File {
  return new File(['%PDF-1.7'], name, { type: 'application/pdf' });
}

/** What the upload answers for a file, as the client's uploadMedia does. */
export function demoMedia(file: File): MediaInput {
  return {
    fileKey: `claims/demo/${file.name}`,
    filename: file.name,
    fileType: file.type,
    downloadLink: `data:${file.type};base64,${demoParcelPng}`,
    caption: mediaCaption(demoUploadedAt, 'UTC'),
  };
}
