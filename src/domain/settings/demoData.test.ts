import { describe, expect, it } from 'vitest';
import { confirmsReset, demoProgress } from './demoData';

describe('demo data progress', () => {
  it('is the share of committed steps, rounded, within 0 and 100', () => {
    expect(demoProgress(0, 6)).toBe(0);
    expect(demoProgress(1, 6)).toBe(17);
    expect(demoProgress(3, 6)).toBe(50);
    expect(demoProgress(6, 6)).toBe(100);
    expect(demoProgress(7, 6)).toBe(100);
    expect(demoProgress(-1, 6)).toBe(0);
    expect(demoProgress(0, 0)).toBe(0);
  });
});

describe('the reset’s typed confirmation', () => {
  it('is the tenant’s name exactly, surrounding spaces aside', () => {
    expect(confirmsReset('Legwork East', 'Legwork East')).toBe(true);
    expect(confirmsReset('  Legwork East ', 'Legwork East')).toBe(true);
    expect(confirmsReset('legwork east', 'Legwork East')).toBe(false);
    expect(confirmsReset('Legwork North', 'Legwork East')).toBe(false);
    expect(confirmsReset('', 'Legwork East')).toBe(false);
    expect(confirmsReset(null, 'Legwork East')).toBe(false);
  });
});
