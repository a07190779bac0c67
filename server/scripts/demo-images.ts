/**
 * Writes the demo claim's attachments (demo/attachments/*.png): small but real PNG files, so that the
 * import checks their bytes like any upload and the portal's lightbox has something to show. The output
 * is checked in; run `npx tsx server/scripts/demo-images.ts` again only to change the pictures.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

/** A picture of a parcel: a box of `box` colour on a `background` floor, with a tape stripe. */
function parcel(width: number, height: number, background: Rgb, box: Rgb, dent: boolean): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const inBox = x > width * 0.2 && x < width * 0.8 && y > height * 0.25 && y < height * 0.85;
      const dented = dent && inBox && (x - width * 0.7) ** 2 + (y - height * 0.3) ** 2 < (height * 0.18) ** 2;
      const tape = inBox && Math.abs(x - width / 2) < width * 0.04;
      const shade = 1 - y / (height * 3);
      const [r, g, b] = dented ? background : tape ? ([222, 205, 160] as const) : inBox ? box : background;
      row.writeUInt8(Math.round(r * shade), 1 + x * 3);
      row.writeUInt8(Math.round(g * shade), 2 + x * 3);
      row.writeUInt8(Math.round(b * shade), 3 + x * 3);
    }
    rows.push(row);
  }
  return png(width, height, Buffer.concat(rows));
}

function png(width: number, height: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const directory = fileURLToPath(new URL('../demo/attachments/', import.meta.url));
const pictures: Record<string, Buffer> = {
  'dented-box.png': parcel(160, 120, [236, 236, 240], [181, 137, 88], true),
  'crushed-corner.png': parcel(160, 120, [210, 220, 230], [160, 120, 80], true),
  'doorstep.png': parcel(160, 120, [120, 140, 110], [190, 150, 100], false),
};
for (const [name, bytes] of Object.entries(pictures)) writeFileSync(join(directory, name), bytes);
