import { describe, expect, it } from 'vitest';
import { mergeRequirements, odometerDisclosureRequired, requirementsForVehicle } from './requirements';

const row = (requirementTypeId: string, kind: 'TITLE' | 'FEE' | 'INSPECTION' | 'ODOMETER_DISCLOSURE', notes = '') => ({
  requirementTypeId,
  kind,
  notes,
});

describe('odometerDisclosureRequired (49 CFR 580.17 as amended in force 2021)', () => {
  it.each([
    // [model year, calendar year, required]
    [2011, 2021, true],
    [2011, 2030, true], // 19 years old: still inside
    [2011, 2031, false], // 20 years old: exempt from January 1, 2031
    [2010, 2021, false], // pre-2011 models were exempt at 10
    [2010, 2019, true], // …and needed one before
    [2026, 2025, true], // next year's model sold this year
    [2025, 2044, true],
    [2025, 2045, false],
  ])('model year %i in %i → %s', (modelYear, year, required) => {
    expect(odometerDisclosureRequired(modelYear, year)).toBe(required);
  });
});

describe('mergeRequirements', () => {
  const state = [row('title', 'TITLE'), row('fee', 'FEE', 'state fee'), row('odo', 'ODOMETER_DISCLOSURE')];

  it('lets the county override a type in the state’s place and add its own after the state’s', () => {
    const county = [row('emissions', 'INSPECTION'), row('fee', 'FEE', 'county fee')];
    expect(mergeRequirements(state, county).map((r) => [r.requirementTypeId, r.notes, r.from])).toEqual([
      ['title', '', 'STATE'],
      ['fee', 'county fee', 'COUNTY'],
      ['odo', '', 'STATE'],
      ['emissions', '', 'COUNTY'],
    ]);
  });

  it('keeps the state’s list as it is without a county, and the county’s alone without a state', () => {
    expect(mergeRequirements(state, []).map((r) => r.from)).toEqual(['STATE', 'STATE', 'STATE']);
    expect(mergeRequirements([], [row('x', 'TITLE')]).map((r) => r.from)).toEqual(['COUNTY']);
  });

  it('drops the odometer disclosure outside the window, keeps it without a model year', () => {
    expect(requirementsForVehicle(state, [], 2008, 2026).map((r) => r.requirementTypeId)).toEqual(['title', 'fee']);
    expect(requirementsForVehicle(state, [], 2015, 2026).map((r) => r.requirementTypeId)).toEqual(['title', 'fee', 'odo']);
    expect(requirementsForVehicle(state, [], null, 2026)).toHaveLength(3);
  });
});
