import type { RequirementCondition } from '../../generated/enums/RequirementCondition';
import type { RequirementKind } from '../../generated/enums/RequirementKind';

/** What the checklist reads of a district requirement (server/districts requirementsFor, with its type's name). */
export type ChecklistRequirement = {
  requirementTypeId: string;
  kind: RequirementKind;
  name: string;
  appliesWhen: RequirementCondition;
  notes: string | null;
  feeAmount: number | null;
};

/** The facts of the vehicle and its owner that decide which conditional requirements apply. */
export type PacketFacts = { newVehicle: boolean; lienOnTitle: boolean; outOfStateTitle: boolean; ownerNotSigning: boolean };

export type ChecklistDocument = { requirementTypeId: string; kind: RequirementKind; label: string; guidance: string | null };
export type ChecklistFee = { requirementTypeId: string; label: string; amount: number | null; note: string | null };

/** Whether a requirement's condition holds for the packet (docs/domain.md#tag-and-title: an MSO when new, a title when used). */
export const applies = (condition: RequirementCondition, facts: PacketFacts): boolean => {
  switch (condition) {
    case 'ALWAYS':
      return true;
    case 'NEW_VEHICLE':
      return facts.newVehicle;
    case 'USED_VEHICLE':
      return !facts.newVehicle;
    case 'OUT_OF_STATE_TITLE':
      return facts.outOfStateTitle;
    case 'LIEN_ON_TITLE':
      return facts.lienOnTitle;
    case 'OWNER_NOT_SIGNING':
      return facts.ownerNotSigning;
  }
};

/**
 * A packet's checklist from its district's requirements (already merged state over county, the odometer disclosure
 * already limited to its model-year window): one document per requirement type whose condition holds, in the
 * district's order; a FEE is money to pay, not a paper to collect, so it becomes a fee line with the district's amount.
 */
export const buildChecklist = (
  requirements: readonly ChecklistRequirement[],
  facts: PacketFacts,
): { documents: ChecklistDocument[]; fees: ChecklistFee[] } => {
  const seen = new Set<string>();
  const documents: ChecklistDocument[] = [];
  const fees: ChecklistFee[] = [];
  for (const requirement of requirements) {
    if (seen.has(requirement.requirementTypeId) || !applies(requirement.appliesWhen, facts)) continue;
    seen.add(requirement.requirementTypeId);
    if (requirement.kind === 'FEE')
      fees.push({
        requirementTypeId: requirement.requirementTypeId,
        label: requirement.name,
        amount: requirement.feeAmount,
        note: requirement.notes,
      });
    else
      documents.push({
        requirementTypeId: requirement.requirementTypeId,
        kind: requirement.kind,
        label: requirement.name,
        guidance: requirement.notes,
      });
  }
  return { documents, fees };
};

export type DocumentState = 'MISSING' | 'RECEIVED' | 'REJECTED' | 'ACCEPTED';

/** CLEAR's rule: a checklist with something on it, every document ACCEPTED. */
export const allAccepted = (states: readonly DocumentState[]): boolean =>
  states.length > 0 && states.every((state) => state === 'ACCEPTED');

/** Still to come from the client or the office: MISSING, or REJECTED (a new one is needed). */
export const isOutstanding = (state: DocumentState): boolean => state === 'MISSING' || state === 'REJECTED';

/**
 * The paperwork's status beside the packet's: SENT once the packet has shipped (it stays SENT), RECEIVED when every
 * document is in (received or accepted), else PENDING.
 */
export const paperworkStatus = (states: readonly DocumentState[], shipped: boolean): 'PENDING' | 'RECEIVED' | 'SENT' => {
  if (shipped) return 'SENT';
  return states.length > 0 && !states.some(isOutstanding) ? 'RECEIVED' : 'PENDING';
};
