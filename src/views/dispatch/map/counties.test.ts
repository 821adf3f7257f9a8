import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTIES_FILE, countiesSources, DETAIL_FILE, relativePath } from '../../../../scripts/dispatch-map-counties';

describe('the county outlines', () => {
  it('writes relative path data with one decimal, dropping repeated points and rings too short to draw', () => {
    expect(relativePath('M10,10L10.04,10L12.5,9L12.5,9ZM20,20L21,21M5,5L5.01,5M22,22L23,24')).toBe('m10 10 2.5-1zm10 10 1 1m1 1 1 2');
    expect(relativePath('M1,1L2,3L2.55,3.44')).toBe('m1 1 1 2 .6 .4');
  });

  it('are committed as generated (else rerun node --import tsx scripts/dispatch-map-counties.ts)', () => {
    const { counties, detail } = countiesSources();
    expect(fs.readFileSync(COUNTIES_FILE, 'utf8')).toBe(counties);
    expect(fs.readFileSync(DETAIL_FILE, 'utf8')).toBe(detail);
  });
});
