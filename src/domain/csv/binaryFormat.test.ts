import { describe, expect, it } from 'vitest';
import { binaryFormat } from './binaryFormat';

describe('binaryFormat', () => {
  it('names a workbook, an old Office file, a PDF and images by their first bytes, and passes text', () => {
    expect(binaryFormat(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('an Excel workbook or another ZIP file');
    expect(binaryFormat(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0]))).toBe('an old Excel or Word file');
    expect(binaryFormat(new TextEncoder().encode('%PDF-1.7'))).toBe('a PDF');
    expect(binaryFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBe('a PNG image');
    expect(binaryFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('a JPEG image');
    expect(binaryFormat(new TextEncoder().encode('PK,VIN\n'))).toBeNull();
    expect(binaryFormat(Uint8Array.from([0xff, 0xd8]))).toBeNull();
  });
});
