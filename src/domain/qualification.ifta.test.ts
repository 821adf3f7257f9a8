import { describe, expect, it } from 'vitest';
import { iftaQualification } from './qualification.ifta';

describe('iftaQualification (IFTA Articles of Agreement R245)', () => {
  it.each([
    [{ axles: 2, grossWeightLb: 26_000, combinedWeightLb: null }, false, /not over 26,000 lb/],
    [{ axles: 2, grossWeightLb: 26_001, combinedWeightLb: null }, true, /gross weight of 26,001 lb/],
    [{ axles: 3, grossWeightLb: 12_000, combinedWeightLb: null }, true, /three or more axles/],
    [{ axles: 2, grossWeightLb: 11_000, combinedWeightLb: 26_000 }, false, /weighs 26,000 lb in combination/],
    [{ axles: 2, grossWeightLb: 11_000, combinedWeightLb: 31_000 }, true, /combination weighing 31,000 lb/],
    [{ axles: 2, grossWeightLb: 7_000, combinedWeightLb: null }, false, /pulls no trailer/],
  ])('%o → qualified %s', (facts, qualified, reason) => {
    const result = iftaQualification(facts);
    expect(result.qualified).toBe(qualified);
    expect(result.reason).toMatch(reason);
  });
});
