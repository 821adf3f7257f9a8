import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_MAX_EDGE, shouldShrink, shrinkPhoto } from './shrinkPhoto';

describe('fitWithin', () => {
  it('scales the long side down to the edge and keeps the proportions', () => {
    expect(fitWithin(4032, 3024, PHOTO_MAX_EDGE)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, PHOTO_MAX_EDGE)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600, PHOTO_MAX_EDGE)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least a pixel of a sliver', () => {
    expect(fitWithin(100_000, 10, PHOTO_MAX_EDGE)).toEqual({ width: 2048, height: 1 });
  });
});

describe('shrinkPhoto', () => {
  const big = (type: string) => new File([new Uint8Array(2_000_000)], 'IMG_0001.HEIC', { type });

  it('shrinks only large images', () => {
    expect(shouldShrink(big('image/jpeg'))).toBe(true);
    expect(shouldShrink(new File([new Uint8Array(10)], 'small.jpg', { type: 'image/jpeg' }))).toBe(false);
    expect(shouldShrink(big('application/pdf'))).toBe(false);
  });

  it('keeps the original where the browser cannot decode it', async () => {
    const file = big('image/heic');
    expect(await shrinkPhoto(file)).toBe(file);
  });
});
