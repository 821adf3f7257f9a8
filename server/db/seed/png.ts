import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

export type Rgb = [number, number, number];

/** 8-bit RGB rows, each led by its filter byte (0), as a PNG. */
const encodePng = (raw: Buffer, width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
};

/** A small valid PNG of a car of this colour on a lot: the demo's condition photos (no image files in the repository). */
export const demoPhoto = (body: Rgb, width = 96, height = 64): Buffer => {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const wheel = [30, 66].some((cx) => (x - cx) ** 2 + (y - 46) ** 2 <= 36);
      const car = (x >= 18 && x <= 78 && y >= 32 && y <= 44) || (x >= 30 && x <= 62 && y >= 22 && y < 32);
      const ground = y > 40;
      const pixel: Rgb = wheel ? [30, 30, 30] : car ? body : ground ? [120, 118, 110] : [150 + y, 190 + Math.floor(y / 2), 235];
      raw.set(pixel, row + 1 + x * 3);
    }
  }
  return encodePng(raw, width, height);
};

export const COLOUR_RGB: Record<string, Rgb> = {
  BLACK: [25, 25, 28],
  BLUE: [30, 70, 160],
  BROWN: [110, 70, 40],
  GOLD: [200, 165, 60],
  GRAY: [110, 110, 115],
  GREEN: [40, 120, 60],
  ORANGE: [230, 120, 30],
  OTHER: [150, 90, 150],
  RED: [180, 30, 35],
  SILVER: [190, 192, 196],
  WHITE: [245, 245, 245],
};

/** A small valid PNG of a scanned page (a heading and lines of text as gray bars): the demo's received documents. */
export const demoDocument = (width = 68, height = 88): Buffer => {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    const heading = y >= 8 && y <= 11;
    const line = y >= 18 && y <= 76 && (y - 18) % 6 < 2;
    for (let x = 0; x < width; x++) {
      const ink = (heading && x >= 8 && x < 44) || (line && x >= 8 && x < width - 8 - ((y * 7) % 17));
      raw.set(ink ? [90, 90, 96] : [250, 250, 246], row + 1 + x * 3);
    }
  }
  return encodePng(raw, width, height);
};
