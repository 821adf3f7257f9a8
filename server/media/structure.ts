import { ascii, u16be, u32be, u32le } from './bytes';
import { heifSize } from './heif';

/**
 * Whether a file is whole: its container walked from the first byte to the last, so a truncated upload, or an image
 * with a document glued on behind it, is refused. This catches what the decoders forgive (libjpeg fills a cut-off
 * scan with grey, the png crate stops reading after the last row) and is all that GIF, HEIC and PDF get.
 */
export type WholeFileType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/heic' | 'image/heif' | 'application/pdf';

export const isWholeFile = (type: WholeFileType, bytes: Uint8Array): boolean => {
  switch (type) {
    case 'image/jpeg':
      return jpegWhole(bytes);
    case 'image/png':
      return pngWhole(bytes);
    case 'image/webp':
      // The RIFF header counts every byte that follows it.
      return ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP') && u32le(bytes, 4) + 8 === bytes.length;
    case 'image/gif':
      return gifWhole(bytes);
    case 'image/heic':
    case 'image/heif':
      return heifSize(bytes) !== null;
    case 'application/pdf':
      return pdfWhole(bytes);
  }
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Chunk after chunk (length, type, data, CRC) up to IEND, which must be the last byte. */
const pngWhole = (b: Uint8Array) => {
  if (!PNG_SIGNATURE.every((byte, i) => b[i] === byte)) return false;
  for (let at = 8; at + 12 <= b.length; ) {
    const end = at + 12 + u32be(b, at);
    if (end > b.length) return false;
    if (ascii(b, at + 4, 'IEND')) return end === b.length;
    at = end;
  }
  return false;
};

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** Where the entropy-coded data after a scan header ends: the next 0xFF that is not stuffed (FF00), a restart or fill. */
const afterScan = (b: Uint8Array, from: number) => {
  for (let at = b.indexOf(0xff, from); at !== -1 && at + 1 < b.length; at = b.indexOf(0xff, at + 1)) {
    const next = b[at + 1];
    if (next !== 0x00 && next !== 0xff && !isRestart(next)) return at;
  }
  return b.length;
};

/**
 * Marker segments and scans up to the end-of-image marker. What follows EOI is allowed: phones append to their
 * JPEGs (a motion photo's video, a maker's trailer), and the file is only ever served as image/jpeg with nosniff.
 */
const jpegWhole = (b: Uint8Array) => {
  if (b[0] !== 0xff || b[1] !== 0xd8) return false;
  let at = 2;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1];
    if (marker === 0xd9) return true;
    if (marker === 0xff || marker === 0x01 || isRestart(marker)) {
      at += marker === 0xff ? 1 : 2; // a fill byte, or a marker without a length
      continue;
    }
    if (at + 3 >= b.length) return false;
    at += 2 + u16be(b, at + 2);
    if (marker === 0xda) at = afterScan(b, at);
  }
  return false;
};

const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Data sub-blocks (a length byte, then that many bytes) up to the empty one; returns the index after it. */
const subBlocks = (b: Uint8Array, from: number) => {
  let at = from;
  while (at < b.length && b[at] !== 0) at += b[at] + 1;
  return at + 1;
};

/** Header, screen descriptor and colour table, then extensions and images up to the trailer, the last byte. */
const gifWhole = (b: Uint8Array) => {
  if (!(ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) || b.length < 13) return false;
  let at = 13 + colourTable(b[10]);
  let images = 0;
  while (at < b.length) {
    const block = b[at];
    if (block === 0x3b) return images > 0 && at + 1 === b.length;
    if (block === 0x21)
      at = subBlocks(b, at + 2); // introducer, label, sub-blocks
    else if (block === 0x2c && at + 10 < b.length) {
      const lzwCodeSize = at + 10 + colourTable(b[at + 9]); // after the image descriptor and its own colour table
      if (b[lzwCodeSize] > 11) return false; // the most browsers decode: codes are at most 12 bits
      at = subBlocks(b, lzwCodeSize + 1);
      images += 1;
    } else return false;
  }
  return false;
};

/** A PDF reader looks for %%EOF in the last kilobyte; a cut-off upload has none there. */
const pdfWhole = (b: Uint8Array) =>
  ascii(b, 0, '%PDF-') && Buffer.from(b.buffer, b.byteOffset, b.byteLength).includes('%%EOF', Math.max(0, b.length - 1024));
