import { countryOfRegion } from '../../src/domain/districts/regions';
import { requirementsForVehicle } from '../../src/domain/districts/requirements';
import type { Queryable } from '../db/database';
import { badUserInput } from '../errors';
import { tenantToday } from '../records/days';
import { DISTRICT_REQUIREMENT_FROM, DISTRICT_REQUIREMENT_SELECT, type DistrictRequirementRow } from './districts.rows';

/** The oldest model year a vehicle may give (the first the odometer rule could ever have covered is far later). */
const OLDEST_MODEL_YEAR = 1900;

/** The calendar year the odometer window is counted in: the tenant's today. */
export const tenantYear = async (db: Queryable, tenantId: string): Promise<number> => Number((await tenantToday(db, tenantId)).slice(0, 4));

const isModelYear = (modelYear: number, year: number) =>
  Number.isInteger(modelYear) && modelYear >= OLDEST_MODEL_YEAR && modelYear <= year + 1;

/** A model year from the caller: null passes (no odometer filtering), otherwise 1900 to next year's models. */
export const checkModelYear = (modelYear: number | null | undefined, year: number, field = 'modelYear'): number | null => {
  if (modelYear === null || modelYear === undefined) return null;
  if (!isModelYear(modelYear, year)) throw badUserInput({ [field]: [`Give a model year from ${OLDEST_MODEL_YEAR} to ${year + 1}.`] });
  return modelYear;
};

/** A stored vehicle's year as the odometer rule reads it: one it cannot read (a typo, a far-future year) is left out. */
export const modelYearOrNull = (modelYear: number | null, year: number): number | null =>
  modelYear !== null && isModelYear(modelYear, year) ? modelYear : null;

/**
 * The requirements for a vehicle of `modelYear` titled in (state, county): the state's or province's list with the
 * county's merged over it (src/domain/districts/requirements.ts), the odometer disclosure only inside the federal
 * window. One query for both lists; an unknown district lists nothing. Tag-and-title packets build their checklist
 * from this.
 */
export const requirementsFor = async (
  db: Queryable,
  tenantId: string,
  place: { stateProvince: string; county: string | null | undefined; modelYear: number | null | undefined },
): Promise<DistrictRequirementRow[]> => {
  const year = await tenantYear(db, tenantId);
  const modelYear = checkModelYear(place.modelYear, year);
  const code = place.stateProvince.trim().toUpperCase();
  if (countryOfRegion(code) === null)
    throw badUserInput({ stateProvince: ['Give a US state or Canadian province by its two letters (TX, ON).'] });
  const county = place.county?.trim() || null;
  const { rows } = await db.query<DistrictRequirementRow>(
    `SELECT ${DISTRICT_REQUIREMENT_SELECT} FROM ${DISTRICT_REQUIREMENT_FROM}
     WHERE dr.tenant_id = $1 AND d.state_province = $2 AND d.deleted_at IS NULL AND (d.county IS NULL OR lower(d.county) = lower($3))
     ORDER BY (d.county IS NOT NULL), dr.position, dr.id`,
    [tenantId, code, county ?? ''],
  );
  return requirementsForVehicle(
    rows.filter((row) => row.county === null),
    rows.filter((row) => row.county !== null),
    modelYear,
    year,
  );
};
