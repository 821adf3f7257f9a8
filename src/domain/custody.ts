/**
 * The chain of custody (issue 15): a vehicle's condition report is compared with the report that last took custody
 * of it (the previous leg's delivery report, or the same leg's pickup report for a delivery; storage in CUSTODY_BEFORE). A damage is new since
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

export type CustodyDirection = 'PICKUP' | 'DELIVERY' | 'CHECK_IN' | 'CHECK_OUT';

/**
 * Which report last took custody before a report of each direction (issue 16: storage check-in and check-out are
 * custody too). On the same leg, the latest standing report of `sameLeg`: a delivery or a check-in after the pickup (or
 * after the vehicle last left storage on that leg), a check-out after its check-in, so damage new in storage is
 * flagged at check-out. When the leg has none (a pickup; a CLIENT_IN leg's check-in, which has no pickup report), the
 * vehicle's latest standing report of `otherLegs` on another leg: its previous delivery.
 */
export const CUSTODY_BEFORE: Record<CustodyDirection, { sameLeg: readonly CustodyDirection[]; otherLegs: readonly CustodyDirection[] }> = {
  PICKUP: { sameLeg: [], otherLegs: ['DELIVERY'] },
  DELIVERY: { sameLeg: ['PICKUP', 'CHECK_OUT'], otherLegs: [] },
  CHECK_IN: { sameLeg: ['PICKUP', 'CHECK_OUT'], otherLegs: ['DELIVERY'] },
  CHECK_OUT: { sameLeg: ['CHECK_IN'], otherLegs: [] },
};
