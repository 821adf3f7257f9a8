import { describe, expect, it } from 'vitest';
import { CUSTODY_BEFORE, newSinceLastCustody } from './custody';

const scratch = (severity: number, area = '03') => ({ area, type: '12', severity });

describe('newSinceLastCustody', () => {
  it('flags nothing on a vehicle’s first custody', () => {
    expect(newSinceLastCustody([scratch(2)], null)).toEqual([false]);
  });

  it('keeps a damage the previous report already showed, at the same or a lower severity', () => {
    expect(newSinceLastCustody([scratch(2), scratch(1)], [scratch(2)])).toEqual([false, false]);
  });

  it('flags a damage that grew, one in another area and one of another type', () => {
    const dent = { area: '03', type: '04', severity: 2 };
    expect(newSinceLastCustody([scratch(3), scratch(2, '27'), dent], [scratch(2)])).toEqual([true, true, true]);
  });

  it('flags every damage when the previous report showed none', () => {
    expect(newSinceLastCustody([scratch(1)], [])).toEqual([true]);
  });
});

describe('CUSTODY_BEFORE', () => {
  it('compares a check-out with its check-in, so damage done in storage is new', () => {
    expect(CUSTODY_BEFORE.CHECK_OUT).toEqual({ sameLeg: ['CHECK_IN'], otherLegs: [] });
    const inStorage = { area: '03', type: '04', severity: 2 };
    expect(newSinceLastCustody([scratch(2), inStorage], [scratch(2)])).toEqual([false, true]);
  });

  it('takes a check-in after the pickup (or the last check-out) of its leg, else the previous delivery', () => {
    expect(CUSTODY_BEFORE.CHECK_IN).toEqual({ sameLeg: ['PICKUP', 'CHECK_OUT'], otherLegs: ['DELIVERY'] });
    expect(CUSTODY_BEFORE.DELIVERY.sameLeg).toContain('CHECK_OUT');
    expect(CUSTODY_BEFORE.PICKUP).toEqual({ sameLeg: [], otherLegs: ['DELIVERY'] });
  });
});
