import { describe, expect, it } from 'vitest';
import { accidentReportInputSchema } from '../../domain/schemas/accidents';
import { recordable } from '../../domain/recordable';
import { recordableFactsOf, reportFormValues, reportInputOf } from './reportInput';

const lists = { leg: null, parties: [], witnesses: [], timeZone: 'America/New_York', creating: true };

describe('the report form', () => {
  it('turns what is typed into the input the shared schema takes', () => {
    const values = {
      ...reportFormValues(),
      day: '2025-03-04',
      time: '14:30',
      description: 'Backed into a post',
      injuries: '2',
      injuriesTreatedAway: '1',
      claimNumbers: 'C-1, C-2',
    };
    const parsed = accidentReportInputSchema.safeParse(reportInputOf(values, lists));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      occurredAt: '2025-03-04T19:30:00.000Z',
      injuries: 2,
      injuriesTreatedAway: 1,
      claimNumbers: ['C-1', 'C-2'],
      legAction: null,
    });
  });

  it('leaves a bad date, a missing description and a junk count to the schema to word', () => {
    const values = { ...reportFormValues(), day: '2025-02-30', time: '10:00', injuries: 'two' };
    const parsed = accidentReportInputSchema.safeParse(reportInputOf(values, lists));
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['occurredAt', 'description', 'injuries']));
  });

  it('previews the DOT test as it is typed', () => {
    const values = { ...reportFormValues(), injuries: '1', injuriesTreatedAway: '1' };
    expect(recordable(recordableFactsOf(values)).recordable).toBe(true);
    expect(recordable(recordableFactsOf({ ...values, kind: 'INCIDENT' })).recordable).toBe(false);
    expect(recordable(recordableFactsOf({ ...values, injuriesTreatedAway: '' })).recordable).toBe(false);
  });
});
