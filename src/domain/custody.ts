/**
 * The chain of custody (issue 15): a vehicle's condition report is compared with the report that last took custody
 * of it (the previous leg's delivery report, or the same leg's pickup report for a delivery). A damage is new since
 * the last custody when that report shows nothing in the same AIAG area of the same type at least as severe: a scratch
 * that grew from 1–3″ to 6–12″ is new, the same scratch again is not. Without a previous report (the vehicle's first
 * custody with us) nothing is new: there is nothing to compare with.
 */

export type CustodyDamage = { area: string; type: string; severity: number };

export const isKnownDamage = (damage: CustodyDamage, previous: readonly CustodyDamage[]): boolean =>
  previous.some((before) => before.area === damage.area && before.type === damage.type && before.severity >= damage.severity);

/** For each damage, whether it is new since the previous report (null: there is no previous report). */
export const newSinceLastCustody = (damages: readonly CustodyDamage[], previous: readonly CustodyDamage[] | null): boolean[] =>
  damages.map((damage) => previous !== null && !isKnownDamage(damage, previous));
