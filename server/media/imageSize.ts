import { ascii, u16be, u16le, u24le, u32be } from './bytes';

/** The pixel size of an image read from its header alone, so a decompression bomb is refused before any decoding. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';
export type ImageSize = { format: ImageFormat; width: number; height: number };

// Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames.
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

const jpegSize = (b: Uint8Array): ImageSize | null => {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (JPEG_FRAMES.has(marker)) return { format: 'jpeg', height: u16be(b, at + 5), width: u16be(b, at + 7) };
    if (marker === 0xda || marker === 0xd9) return null; // scan data before any frame header
    at += 2 + u16be(b, at + 2);
  }
  return null;
};

const webpSize = (b: Uint8Array): ImageSize | null => {
  if (b.length < 30) return null;
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { format: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits = (b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)) >>> 0;
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8X')) return { format: 'webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
};

/** Reads the format from the bytes (not the declared type); null for anything else (PDF, HEIC, a broken header). */
export const imageSize = (b: Uint8Array): ImageSize | null => {
  if (b.length >= 24 && ascii(b, 1, 'PNG\r\n') && ascii(b, 12, 'IHDR')) {
    return { format: 'png', width: u32be(b, 16), height: u32be(b, 20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpegSize(b);
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return webpSize(b);
  if (b.length >= 10 && (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'))) {
    return { format: 'gif', width: u16le(b, 6), height: u16le(b, 8) };
  }
  return null;
};
