/**
 * Real files of every uploadable type, built in memory, and the forged ones the upload check must refuse.
 * PNG comes from the e2e builder; JPEG from the server's own encoder (a thumbnail is a JPEG).
 */
import { makeThumbnailHere } from '../../../server/media/thumbnails';
import { solidPng } from '../../e2e/support/png';

export const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export const png = (width: number, height: number): Uint8Array<ArrayBuffer> => new Uint8Array(solidPng(width, height, [30, 90, 200]));

/** A JPEG (the thumbnail encoder's output for a PNG of that size: at most 320 px a side). */
export const jpeg = async (width: number, height: number): Promise<Uint8Array<ArrayBuffer>> => {
  const made = await makeThumbnailHere(png(width, height));
  if (!made) throw new Error('no JPEG made');
  return new Uint8Array(made.bytes);
};

/** An 8×6 lossless WebP (made once with @jsquash/webp). */
export const WEBP = Uint8Array.from(Buffer.from('UklGRiIAAABXRUJQVlA4TBYAAAAvB0ABAAdQjyLXo/8BgCD8b5uI6H8I', 'base64'));

/** The classic 1×1 transparent GIF89a. */
export const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'));

const u32 = (value: number) => new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
const box = (type: string, ...content: Uint8Array[]) => {
  const body = concat(...content);
  return concat(u32(body.length + 8), text(type), body);
};
const fullBox = (type: string, ...content: Uint8Array[]) => box(type, u32(0), ...content);

/**
 * A HEIF file with the boxes a reader needs to size it (ftyp, meta with hdlr and an ispe property, mdat); its
 * "image data" is filler, as nothing here decodes HEVC. `brand` heic is an iPhone photo, mif1 a generic HEIF.
 */
export const heif = (width: number, height: number, brand: 'heic' | 'mif1' = 'heic'): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    concat(
      box('ftyp', text(brand), u32(0), text('mif1heic')),
      fullBox(
        'meta',
        fullBox('hdlr', u32(0), text('pict'), new Uint8Array(13)),
        box('iprp', box('ipco', fullBox('ispe', u32(width), u32(height)))),
      ),
      box('mdat', new Uint8Array(64).fill(7)),
    ),
  );

/** A one-page PDF, whole (ends with %%EOF). */
export const PDF = text(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

export const HTML = text('<!doctype html><html><body><script>fetch("/graphql")</script></body></html>');
export const SVG = text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');

/** Bytes glued together, e.g. an image followed by a document (a polyglot). */
export const joined = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => new Uint8Array(concat(...parts));
