import { u32be } from './bytes';

/**
 * The pixel size of a HEIF (HEIC) image from its box structure (ISO/IEC 14496-12 boxes, ISO/IEC 23008-12 items).
 * No HEVC decoder runs here, so the structure is what proves the file: the top-level boxes tile the whole file
 * (ftyp first), a `meta` box holds image properties with a non-empty spatial extent (`ispe`), and image data is
 * present (`mdat`, or `idat` inside meta). Null for anything else: a truncated file, bytes glued on, no image.
 */
export const heifSize = (bytes: Uint8Array): { width: number; height: number } | null => {
  const top = boxes(bytes, 0, bytes.length);
  if (top?.[0]?.type !== 'ftyp') return null;
  const meta = top.find((box) => box.type === 'meta');
  const inMeta = meta ? boxes(bytes, meta.start + 4, meta.end) : null; // meta is a full box: version and flags first
  const iprp = inMeta?.find((box) => box.type === 'iprp');
  const iprpChildren = iprp ? boxes(bytes, iprp.start, iprp.end) : null;
  const ipco = iprpChildren?.find((box) => box.type === 'ipco');
  const properties = ipco ? boxes(bytes, ipco.start, ipco.end) : null;
  const hasData = top.some((box) => box.type === 'mdat') || Boolean(inMeta?.some((box) => box.type === 'idat'));
  if (!properties || !hasData) return null;
  // A grid image has an extent per tile and one for the whole picture: the largest is the picture.
  const extents = properties
    .filter((box) => box.type === 'ispe' && box.end - box.start >= 12)
    .map((box) => ({ width: u32be(bytes, box.start + 4), height: u32be(bytes, box.start + 8) }))
    .filter((size) => size.width > 0 && size.height > 0)
    .sort((a, b) => b.width * b.height - a.width * a.height);
  return extents[0] ?? null;
};

type Box = { type: string; start: number; end: number };

/** The boxes that exactly fill from..to, or null when one runs past the end or the last leaves bytes over. */
const boxes = (b: Uint8Array, from: number, to: number): Box[] | null => {
  const found: Box[] = [];
  for (let at = from; at < to; ) {
    if (at + 8 > to) return null;
    let size = u32be(b, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = u32be(b, at + 8) * 2 ** 32 + u32be(b, at + 12); // a 64-bit size
      header = 16;
    } else if (size === 0) size = to - at; // the box runs to the end of its parent
    if (size < header || at + size > to) return null;
    const type = String.fromCharCode(b[at + 4], b[at + 5], b[at + 6], b[at + 7]);
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
};
