import { describe, expect, it } from 'vitest';
import { VehicleClassValues } from '../generated/enums/VehicleClass';
import type { LicenceClass } from '../generated/enums/LicenceClass';
import { LICENCE_CLASSES_FOR, type QualificationFacts, qualify, windowsOverlap } from './qualification';

const TODAY = '2026-11-24';

const facts = (overrides: Partial<QualificationFacts> = {}, driver: Partial<QualificationFacts['driver']> = {}): QualificationFacts => ({
  driver: {
    name: 'Dale Driver',
    licenceNumber: 'D1234567',
    licenceClass: 'A_CDL',
    licenceExpiresOn: '2028-01-31',
    medicalCardExpiresOn: '2027-06-30',
    disqualified: false,
    disqualifiedReason: null,
    ...driver,
  },
  vehicleClass: 'SEDAN',
  window: { from: TODAY, to: '2026-11-26' },
  otherLegs: [],
  today: TODAY,
  ...overrides,
});

describe('qualify', () => {
  it('passes a driver with a valid licence and medical card and no other leg', () => {
    expect(qualify(facts())).toEqual({ ok: true, reasons: [], warnings: [] });
  });

  it.each([
    ['no licence number', {}, { licenceNumber: null }, 'Dale Driver has no licence on file.'],
    ['a blank licence number', {}, { licenceNumber: '  ' }, 'Dale Driver has no licence on file.'],
    ['no licence expiry', {}, { licenceExpiresOn: null }, 'No licence expiry date is on file.'],
    ['an expired licence', {}, { licenceExpiresOn: '2026-11-23' }, 'The licence expired on 2026-11-23.'],
    ['no medical card', {}, { medicalCardExpiresOn: null }, 'No medical card expiry date is on file.'],
    ['an expired medical card', {}, { medicalCardExpiresOn: '2026-01-01' }, 'The medical card expired on 2026-01-01.'],
    [
      'a disqualified driver',
      {},
      { disqualified: true, disqualifiedReason: 'Failed drug test' },
      'Dale Driver is disqualified: Failed drug test.',
    ],
    ['a disqualified driver without a reason', {}, { disqualified: true }, 'Dale Driver is disqualified.'],
    [
      'a C_DOT licence on a HEAVY_DUTY vehicle',
      { vehicleClass: 'HEAVY_DUTY' },
      { licenceClass: 'C_DOT' },
      'A HEAVY_DUTY vehicle needs a class A CDL or B CDL licence; Dale Driver holds class C DOT.',
    ],
    [
      'a B_CDL on a TRAILER',
      { vehicleClass: 'TRAILER' },
      { licenceClass: 'B_CDL' },
      'A TRAILER vehicle needs a class A CDL licence; Dale Driver holds class B CDL.',
    ],
    [
      'no commercial class on MED_DUTY',
      { vehicleClass: 'MED_DUTY' },
      { licenceClass: null },
      'A MED_DUTY vehicle needs a class A CDL or B CDL or C DOT licence; Dale Driver holds no commercial class.',
    ],
    [
      'an overlapping leg',
      { otherLegs: [{ number: 'O-100001-1', window: { from: '2026-11-25', to: '2026-11-28' } }] },
      {},
      'Dale Driver is already on leg O-100001-1 from 2026-11-25 to 2026-11-28.',
    ],
  ] as const)('refuses %s', (_name, overrides, driver, reason) => {
    const result = qualify(facts(overrides as Partial<QualificationFacts>, driver));
    expect(result.ok).toBe(false);
    expect(result.reasons).toEqual([reason]);
  });

  it('gives every failed reason at once', () => {
    const result = qualify(
      facts(
        { vehicleClass: 'TRAILER' },
        { licenceExpiresOn: '2025-01-01', licenceClass: 'C_DOT', medicalCardExpiresOn: null, disqualified: true },
      ),
    );
    expect(result.reasons).toHaveLength(4);
  });

  it('warns, without blocking, of a leg that ends the day this one starts (a chained trip)', () => {
    const result = qualify(facts({ otherLegs: [{ number: 'O-1-3', window: { from: '2026-11-20', to: TODAY } }] }));
    expect(result.ok).toBe(true);
    expect(result.warnings.join(' ')).toContain(`also has leg O-1-3 on ${TODAY}`);
  });

  it('ignores legs that do not overlap', () => {
    const otherLegs = [
      { number: 'O-1-1', window: { from: '2026-11-20', to: '2026-11-23' } },
      { number: 'O-1-2', window: { from: '2026-11-27', to: '2026-11-30' } },
    ];
    expect(qualify(facts({ otherLegs })).ok).toBe(true);
  });

  it('warns of what expires within 30 days but still passes', () => {
    const result = qualify(facts({}, { licenceExpiresOn: '2026-12-24', medicalCardExpiresOn: '2026-11-26' }));
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual([
      'The licence expires on 2026-12-24 (in 30 days).',
      'The medical card expires on 2026-11-26 (in 2 days).',
    ]);
    expect(qualify(facts({}, { licenceExpiresOn: '2026-12-25' })).warnings).toEqual([]);
  });

  it('accepts a licence that expires on the last day of the leg, and warns of one that runs out during a later leg', () => {
    expect(qualify(facts({}, { licenceExpiresOn: '2026-11-26' })).reasons).toEqual([]);
    const later = qualify(facts({ window: { from: '2027-03-01', to: '2027-03-04' } }, { licenceExpiresOn: '2027-03-02' }));
    expect(later).toEqual({ ok: true, reasons: [], warnings: ['The licence expires on 2027-03-02, before the leg ends on 2027-03-04.'] });
  });

  // The full class matrix: every vehicle class against every licence class (and none).
  const licenceClasses: (LicenceClass | null)[] = ['A_CDL', 'B_CDL', 'C_DOT', null];
  for (const vehicleClass of [...VehicleClassValues, null])
    for (const licenceClass of licenceClasses) {
      const needed = vehicleClass ? LICENCE_CLASSES_FOR[vehicleClass] : undefined;
      const fits = !needed || (licenceClass !== null && needed.includes(licenceClass));
      it(`${licenceClass ?? 'no class'} on ${vehicleClass ?? 'no vehicle'}: ${fits ? 'fits' : 'refused'}`, () => {
        expect(qualify(facts({ vehicleClass }, { licenceClass })).ok).toBe(fits);
      });
    }

  it('maps HEAVY_DUTY, MED_DUTY and TRAILER to CDL classes and nothing else', () => {
    expect(Object.keys(LICENCE_CLASSES_FOR).sort()).toEqual(['HEAVY_DUTY', 'MED_DUTY', 'TRAILER']);
  });
});

describe('windowsOverlap', () => {
  it.each([
    [{ from: '2026-01-01', to: '2026-01-03' }, { from: '2026-01-03', to: '2026-01-05' }, true],
    [{ from: '2026-01-01', to: '2026-01-02' }, { from: '2026-01-03', to: '2026-01-05' }, false],
    [{ from: '2026-01-04', to: '2026-01-04' }, { from: '2026-01-03', to: '2026-01-05' }, true],
  ])('%o and %o → %s', (a, b, expected) => {
    expect(windowsOverlap(a, b)).toBe(expected);
    expect(windowsOverlap(b, a)).toBe(expected);
  });
});
