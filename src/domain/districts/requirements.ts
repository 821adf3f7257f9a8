import type { RequirementKind } from '../../generated/enums/RequirementKind';

/**
 * The requirements of a district for one vehicle: the state's (or province's) list with the county's merged over it,
 * then the model-year rule of the odometer disclosure applied. Shared by the server (packets build their checklist
 * from it) and the county page (what applies there).
 */

/** The federal odometer rule's first model year under the 2021 amendment (see below). */
export const ODOMETER_TWENTY_YEAR_FROM = 2011;

/**
 * 49 CFR 580.17(a)(3), as amended by NHTSA's final rule of 2019 (in force January 1, 2021): a vehicle of model year
 * 2011 or newer needs an odometer disclosure on transfer until it is 20 years old; one of model year 2010 or older
 * was exempt once 10 years old (so, from 2021 on, every such vehicle is). Age is counted in calendar years from the
 * model year, as NHTSA does: a 2011 vehicle needs one through December 31, 2030.
 */
export const odometerDisclosureRequired = (modelYear: number, year: number): boolean => {
  const age = year - modelYear;
  return age < (modelYear >= ODOMETER_TWENTY_YEAR_FROM ? 20 : 10);
};

/** What the merge reads of a district requirement. */
export type MergeableRequirement = { requirementTypeId: string; kind: RequirementKind };

export type MergedRequirement<T> = T & { from: 'STATE' | 'COUNTY' };

/**
 * The county adds to the state's list or overrides it: a county row for a requirement type the state also lists
 * replaces the state's row (its notes, fee, condition) in the state's place; the county's other rows follow, in
 * their own order. Without a county the state's list stands as it is.
 */
export const mergeRequirements = <T extends MergeableRequirement>(state: readonly T[], county: readonly T[]): MergedRequirement<T>[] => {
  const byType = new Map(county.map((row) => [row.requirementTypeId, row]));
  const merged: MergedRequirement<T>[] = state.map((row) => {
    const override = byType.get(row.requirementTypeId);
    return override ? { ...override, from: 'COUNTY' } : { ...row, from: 'STATE' };
  });
  const listed = new Set(state.map((row) => row.requirementTypeId));
  for (const row of county) if (!listed.has(row.requirementTypeId)) merged.push({ ...row, from: 'COUNTY' });
  return merged;
};

/** The merged list for a vehicle of `modelYear` in `year`: the odometer disclosure only inside the federal window. */
export const requirementsForVehicle = <T extends MergeableRequirement>(
  state: readonly T[],
  county: readonly T[],
  modelYear: number | null,
  year: number,
): MergedRequirement<T>[] =>
  mergeRequirements(state, county).filter(
    (row) => row.kind !== 'ODOMETER_DISCLOSURE' || modelYear === null || odometerDisclosureRequired(modelYear, year),
  );
