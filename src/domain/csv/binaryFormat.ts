/** Files people pick by mistake for a CSV, by their first bytes (each format's published signature). */
const SIGNATURES: { bytes: number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'an Excel workbook or another ZIP file' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel or Word file' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
];

/** What an upload is, in words ("a PDF"), when its first bytes are a known binary format's; null otherwise. */
export const binaryFormat = (head: Uint8Array): string | null =>
  SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.what ?? null;
