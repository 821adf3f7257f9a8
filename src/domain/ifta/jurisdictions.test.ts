import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, US_STATES } from '../districts/regions';
import { IFTA_JURISDICTION_CHOICES, IFTA_JURISDICTIONS, isIftaJurisdiction } from './jurisdictions';

describe('the IFTA jurisdictions a fuel receipt names', () => {
  it('are the 48 contiguous states, DC and the 10 provinces, each once', () => {
    const codes = [...IFTA_JURISDICTIONS];
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => code in US_STATES).sort()).toEqual(
      Object.keys(US_STATES)
        .filter((code) => code !== 'AK' && code !== 'HI')
        .sort(),
    );
    expect(codes.filter((code) => code in CA_PROVINCES).sort()).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK']);
    expect(codes).toHaveLength(59);
  });

  it('take the upper-case code only, and name each choice', () => {
    expect(isIftaJurisdiction('TX')).toBe(true);
    expect(isIftaJurisdiction('tx')).toBe(false);
    expect(isIftaJurisdiction('YT')).toBe(false);
    expect(IFTA_JURISDICTION_CHOICES).toContainEqual({ value: 'QC', label: 'Quebec (QC)' });
  });
});
