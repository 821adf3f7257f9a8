/** Reading big- and little-endian numbers and ASCII tags out of a file's bytes (no bounds errors: past the end reads 0). */
export const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

export const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
export const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
export const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
export const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
export const u32le = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
