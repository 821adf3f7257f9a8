import { describe, expect, it } from 'vitest';
import { type RecordableFacts, recordable } from './recordable';

const accident = (facts: Partial<RecordableFacts> = {}): RecordableFacts => ({
  kind: 'ACCIDENT',
  fatalities: 0,
  injuries: 0,
  injuriesTreatedAway: 0,
  towedDisabled: false,
  ...facts,
});

/** 49 CFR 390.5: [case, facts, recordable, the reasons' citations in order]. */
const CASES: [string, RecordableFacts, boolean, string[]][] = [
  ['a fender-bender, nobody hurt, driven away', accident(), false, ['49 CFR 390.5)']],
  ['a fatality alone', accident({ fatalities: 1 }), true, ['(i)']],
  ['an injury treated away from the scene', accident({ injuries: 1, injuriesTreatedAway: 1 }), true, ['(ii)']],
  ['an injury treated at the scene only', accident({ injuries: 2 }), false, ['49 CFR 390.5)', 'at the scene']],
  ['a disabled vehicle towed away', accident({ towedDisabled: true }), true, ['(iii)']],
  ['all three', accident({ fatalities: 2, injuries: 3, injuriesTreatedAway: 1, towedDisabled: true }), true, ['(i)', '(ii)', '(iii)']],
  ['some injured, one treated away', accident({ injuries: 3, injuriesTreatedAway: 1 }), true, ['(ii)']],
  [
    'an incident with a fatality (never recordable)',
    { ...accident({ fatalities: 1, towedDisabled: true }), kind: 'INCIDENT' },
    false,
    ['never DOT-recordable'],
  ],
  ['an incident, nothing else', { ...accident(), kind: 'INCIDENT' }, false, ['never DOT-recordable']],
];

describe('DOT-recordable (49 CFR 390.5)', () => {
  it.each(CASES)('%s', (_name, facts, expected, citations) => {
    const result = recordable(facts);
    expect(result.recordable).toBe(expected);
    expect(result.reasons).toHaveLength(citations.length);
    for (const [i, citation] of citations.entries()) expect(result.reasons[i]).toContain(citation);
  });

  it('says why in words, both ways', () => {
    expect(recordable(accident({ injuries: 1, injuriesTreatedAway: 1 })).reasons).toEqual([
      '1 person received medical treatment away from the scene: such an injury makes the accident recordable (49 CFR 390.5, (ii)).',
    ]);
    expect(recordable(accident({ fatalities: 2 })).reasons[0]).toBe(
      '2 fatalities: a death makes the accident recordable (49 CFR 390.5, (i)).',
    );
    expect(recordable(accident({ injuries: 2 })).reasons).toEqual([
      'Not DOT-recordable: no fatality, no injury treated away from the scene and no vehicle towed away with disabling damage (49 CFR 390.5).',
      '2 people injured but treated only at the scene (or not treated): that does not count.',
    ]);
    expect(recordable({ ...accident(), kind: 'INCIDENT' }).reasons).toEqual([
      'An incident is not an accident under 49 CFR 390.5, so it is never DOT-recordable.',
    ]);
  });
});
