import { buildChecklist, type PacketFacts } from '../../src/domain/tagAndTitle/checklist';
import type { Queryable } from '../db/database';
import { modelYearOrNull, requirementsFor, tenantYear } from '../districts/districts.public';

/**
 * A packet's checklist and fees: the district's requirements for the vehicle (state over county, the odometer window
 * for the vehicle's model year, left out when its stored year is not one the rule can read), each document labelled
 * with its requirement type's name. createTntPacket and the demo seed make packets from it.
 */
export const checklistFor = async (
  db: Queryable,
  tenantId: string,
  data: PacketFacts & { stateProvince: string; county: string | null },
  vehicleYear: number | null,
) => {
  const modelYear = modelYearOrNull(vehicleYear, await tenantYear(db, tenantId));
  const requirements = await requirementsFor(db, tenantId, { stateProvince: data.stateProvince, county: data.county, modelYear });
  return { ...buildChecklist(requirements, data), modelYear };
};
