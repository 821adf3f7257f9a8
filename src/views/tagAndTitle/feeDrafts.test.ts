import { describe, expect, it } from 'vitest';
import { blankFee, feeDraftOf, feesInput } from './feeDrafts';

describe('fee drafts', () => {
  it('turns a stored fee into its editor line and back, in minor units', () => {
    const draft = feeDraftOf({ requirementTypeId: null, label: 'Title fee', amount: 3300, note: null });
    expect(draft).toEqual({ requirementTypeId: null, label: 'Title fee', amount: '33.00', note: '' });
    expect(feesInput([{ ...draft, amount: '1,250.50' }])).toEqual({
      fees: [{ requirementTypeId: null, label: 'Title fee', amount: 125050, note: null }],
    });
  });

  it('keeps a blank amount as not known yet', () => {
    expect(feesInput([{ ...blankFee(), label: 'Inspection' }])).toEqual({
      fees: [{ requirementTypeId: null, label: 'Inspection', amount: null, note: null }],
    });
  });

  it('keys errors as the server does, by line', () => {
    const result = feesInput([
      { ...blankFee(), label: 'Ok', amount: '5' },
      { ...blankFee(), amount: 'abc' },
    ]);
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual(['fees.1.amount', 'fees.1.label']);
  });

  it('refuses half cents and negative amounts', () => {
    const result = feesInput([
      { ...blankFee(), label: 'A', amount: '1.005' },
      { ...blankFee(), label: 'B', amount: '-3' },
    ]);
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual(['fees.0.amount', 'fees.1.amount']);
  });
});
