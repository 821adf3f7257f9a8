/**
 * May this driver take this leg today? One pure rule, asked by the leg machine's assign guard (the server loads the
 * facts), by the driverQualification query and by the screens. Every failed rule is a reason in plain words; what
 * runs out within WARN_DAYS is a warning.
 */
import type { LicenceClass } from '../generated/enums/LicenceClass';
import type { VehicleClass } from '../generated/enums/VehicleClass';

export const WARN_DAYS = 30;

/** A leg's days, YYYY-MM-DD, both ends included. */
export type DayWindow = { from: string; to: string };

export type DriverFacts = {
  name: string;
  licenceNumber: string | null;
  licenceClass: LicenceClass | null;
  licenceExpiresOn: string | null;
  medicalCardExpiresOn: string | null;
  disqualified: boolean;
  disqualifiedReason: string | null;
};

/** Another leg the driver already holds (assigned and not yet delivered) moving another vehicle. */
export type BusyLeg = { number: string; window: DayWindow };

export type QualificationFacts = {
  driver: DriverFacts;
  /** The vehicle the leg moves; null when the leg has no vehicle (yet) or no class. */
  vehicleClass: VehicleClass | null;
  window: DayWindow;
  /** The driver's other open legs, except those moving the same vehicle (the next leg of its chain is the same trip). */
  otherLegs: readonly BusyLeg[];
  /** YYYY-MM-DD in the tenant's day. */
  today: string;
};

export type Qualification = { ok: boolean; reasons: string[]; warnings: string[] };

/**
 * The licence classes that cover a vehicle class (docs/decisions.md): a TRAILER (a combination) needs a Class A CDL,
 * a HEAVY_DUTY truck (GVWR over 26,000 lb) a Class B CDL or better, a MED_DUTY truck at least Class C (C_DOT);
 * every other class is a car, and any valid licence does.
 */
export const LICENCE_CLASSES_FOR: Partial<Record<VehicleClass, readonly LicenceClass[]>> = {
  TRAILER: ['A_CDL'],
  HEAVY_DUTY: ['A_CDL', 'B_CDL'],
  MED_DUTY: ['A_CDL', 'B_CDL', 'C_DOT'],
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export type ExpiryState = 'missing' | 'expired' | 'soon' | 'valid';

/**
 * How a dated document (licence, medical card, insurance, plate) stands on a day (YYYY-MM-DD): not on file, expired,
 * running out within WARN_DAYS (the day itself counts: it is still valid) or valid, with the days left. The one
 * reading of an expiry that the leg check below, the driver screens and /safety share.
 */
export const expiryOf = (expiresOn: string | null | undefined, today: string): { state: ExpiryState; daysLeft: number | null } => {
  if (!expiresOn) return { state: 'missing', daysLeft: null };
  const daysLeft = daysBetween(today, expiresOn);
  return { state: daysLeft < 0 ? 'expired' : daysLeft <= WARN_DAYS ? 'soon' : 'valid', daysLeft };
};
const label = (licenceClass: LicenceClass) => licenceClass.replace('_', ' ');

/** Whether two windows share a day. */
export const windowsOverlap = (a: DayWindow, b: DayWindow): boolean => a.from <= b.to && b.from <= a.to;

/**
 * Whether two windows share only a boundary day where one ends and the other starts (a one-day leg counts as both):
 * a driveaway driver delivers one vehicle and picks up the next that day (a chained trip, issue 15). A warning, not a
 * block; sharing any day in the middle of a leg still blocks.
 */
export const windowsTouch = (a: DayWindow, b: DayWindow): boolean => a.to === b.from || b.to === a.from;

/**
 * A document that must be on file and valid today (the driver takes the leg today); one that runs out within
 * WARN_DAYS, or before the leg's last day, is a warning: it may be renewed before then.
 */
const checkDocument = (
  what: string,
  expiresOn: string | null,
  facts: QualificationFacts,
  out: { reasons: string[]; warnings: string[] },
) => {
  const { state, daysLeft: left } = expiryOf(expiresOn, facts.today);
  if (!expiresOn || left === null) {
    out.reasons.push(`No ${what} expiry date is on file.`);
    return;
  }
  if (state === 'expired') {
    out.reasons.push(`The ${what} expired on ${expiresOn}.`);
    return;
  }
  if (state === 'soon') out.warnings.push(`The ${what} expires on ${expiresOn} (in ${left} day${left === 1 ? '' : 's'}).`);
  else if (expiresOn < facts.window.to)
    out.warnings.push(`The ${what} expires on ${expiresOn}, before the leg ends on ${facts.window.to}.`);
};

export const qualify = (facts: QualificationFacts): Qualification => {
  const { driver, vehicleClass } = facts;
  const out = { reasons: [] as string[], warnings: [] as string[] };
  if (driver.disqualified)
    out.reasons.push(`${driver.name} is disqualified${driver.disqualifiedReason ? `: ${driver.disqualifiedReason}` : ''}.`);
  if (!driver.licenceNumber?.trim()) out.reasons.push(`${driver.name} has no licence on file.`);
  else checkDocument('licence', driver.licenceExpiresOn, facts, out);
  const needed = vehicleClass ? LICENCE_CLASSES_FOR[vehicleClass] : undefined;
  if (needed && !(driver.licenceClass && needed.includes(driver.licenceClass)))
    out.reasons.push(
      `A ${vehicleClass} vehicle needs a class ${needed.map(label).join(' or ')} licence; ${driver.name} holds ${
        driver.licenceClass ? `class ${label(driver.licenceClass)}` : 'no commercial class'
      }.`,
    );
  checkDocument('medical card', driver.medicalCardExpiresOn, facts, out);
  for (const leg of facts.otherLegs)
    if (windowsTouch(leg.window, facts.window))
      out.warnings.push(
        `${driver.name} also has leg ${leg.number} on ${leg.window.to === facts.window.from ? leg.window.to : leg.window.from}: one after the other that day.`,
      );
    else if (windowsOverlap(leg.window, facts.window))
      out.reasons.push(`${driver.name} is already on leg ${leg.number} from ${leg.window.from} to ${leg.window.to}.`);
  return { ok: out.reasons.length === 0, ...out };
};
