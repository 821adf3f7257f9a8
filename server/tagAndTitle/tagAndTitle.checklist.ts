import { buildChecklist, type PacketFacts } from '../../src/domain/tagAndTitle/checklist';
import type { RequirementCondition } from '../../src/generated/enums/RequirementCondition';
import type { Queryable } from '../db/database';
import { requirementsFor } from '../districts/districts.requirements';

/**
 * A packet's checklist and fees: the district's requirements for the vehicle (state over county, the odometer window),
 * with their types' names as the documents' labels. createTntPacket and the demo seed make packets from it.
 */
export const checklistFor = async (
  db: Queryable,
  tenantId: string,
  data: PacketFacts & { stateProvince: string; county: string | null },
  modelYear: number | null,
) => {
  const requirements = await requirementsFor(db, tenantId, { stateProvince: data.stateProvince, county: data.county, modelYear });
  const { rows: names } = await db.query<{ id: string; name: string }>('SELECT id, name FROM requirement_types WHERE id = ANY($1::uuid[])', [
    requirements.map((requirement) => requirement.requirementTypeId),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return buildChecklist(
    requirements.map((requirement) => ({
      requirementTypeId: requirement.requirementTypeId,
      kind: requirement.kind,
      name: nameOf.get(requirement.requirementTypeId) ?? requirement.kind,
      appliesWhen: requirement.appliesWhen as RequirementCondition,
      notes: requirement.notes,
      feeAmount: requirement.feeAmount,
    })),
    data,
  );
};

/** The day a year a vehicle gives is one the district rule can read; anything else is left out of the odometer rule. */
export const plausibleYear = (year: number | null): number | null => (year !== null && year >= 1900 && year <= 2200 ? year : null);
