import { describe, expect, it } from 'vitest';
import { allAccepted, applies, buildChecklist, type ChecklistRequirement, type PacketFacts, paperworkStatus } from './checklist';

const req = (
  id: string,
  kind: ChecklistRequirement['kind'],
  appliesWhen: ChecklistRequirement['appliesWhen'],
  feeAmount: number | null = null,
) => ({
  requirementTypeId: id,
  kind,
  name: `${id} name`,
  appliesWhen,
  notes: `${id} notes`,
  feeAmount,
});

// Texas's list as the districts seed holds it (server/db/seed/districts.ts), one row per requirement type.
const TEXAS: ChecklistRequirement[] = [
  req('title', 'TITLE', 'USED_VEHICLE'),
  req('mso', 'MSO_MCO', 'NEW_VEHICLE'),
  req('lien', 'LIEN_RELEASE', 'LIEN_ON_TITLE'),
  req('odometer', 'ODOMETER_DISCLOSURE', 'ALWAYS'),
  req('poa', 'POWER_OF_ATTORNEY', 'OWNER_NOT_SIGNING'),
  req('vin', 'INSPECTION', 'OUT_OF_STATE_TITLE'),
  req('insurance', 'INSURANCE', 'ALWAYS'),
  req('id', 'ID', 'ALWAYS'),
  req('title-fee', 'FEE', 'ALWAYS', 2800),
  req('registration-fee', 'FEE', 'ALWAYS', 5075),
];
const USED: PacketFacts = { newVehicle: false, lienOnTitle: false, outOfStateTitle: false, ownerNotSigning: false };

describe('the checklist from district requirements', () => {
  it('a used vehicle: its title, not an MSO; the fees as fee lines with their amounts', () => {
    const { documents, fees } = buildChecklist(TEXAS, USED);
    expect(documents.map((d) => d.requirementTypeId)).toEqual(['title', 'odometer', 'insurance', 'id']);
    expect(documents[0]).toEqual({ requirementTypeId: 'title', kind: 'TITLE', label: 'title name', guidance: 'title notes' });
    expect(fees).toEqual([
      { requirementTypeId: 'title-fee', label: 'title-fee name', amount: 2800, note: 'title-fee notes' },
      { requirementTypeId: 'registration-fee', label: 'registration-fee name', amount: 5075, note: 'registration-fee notes' },
    ]);
  });

  it('a new vehicle with a lien, titled out of state, the owner not signing: every conditional document', () => {
    const { documents } = buildChecklist(TEXAS, { newVehicle: true, lienOnTitle: true, outOfStateTitle: true, ownerNotSigning: true });
    expect(documents.map((d) => d.requirementTypeId)).toEqual(['mso', 'lien', 'odometer', 'poa', 'vin', 'insurance', 'id']);
  });

  it('one document per requirement type, the first row winning', () => {
    const { documents } = buildChecklist([req('id', 'ID', 'ALWAYS'), { ...req('id', 'ID', 'ALWAYS'), name: 'again' }], USED);
    expect(documents.map((d) => d.label)).toEqual(['id name']);
  });

  it('conditions', () => {
    expect(applies('ALWAYS', USED)).toBe(true);
    expect(applies('USED_VEHICLE', USED)).toBe(true);
    expect(applies('NEW_VEHICLE', USED)).toBe(false);
    expect(applies('LIEN_ON_TITLE', { ...USED, lienOnTitle: true })).toBe(true);
  });
});

describe('document states', () => {
  it('clears only with every document accepted, and something to accept', () => {
    expect(allAccepted(['ACCEPTED', 'ACCEPTED'])).toBe(true);
    expect(allAccepted(['ACCEPTED', 'RECEIVED'])).toBe(false);
    expect(allAccepted([])).toBe(false);
  });

  it('the paperwork: PENDING while something is missing or rejected, RECEIVED when all is in, SENT once shipped', () => {
    expect(paperworkStatus(['MISSING', 'ACCEPTED'], false)).toBe('PENDING');
    expect(paperworkStatus(['REJECTED', 'ACCEPTED'], false)).toBe('PENDING');
    expect(paperworkStatus(['RECEIVED', 'ACCEPTED'], false)).toBe('RECEIVED');
    expect(paperworkStatus([], false)).toBe('PENDING');
    expect(paperworkStatus(['MISSING'], true)).toBe('SENT');
  });
});
