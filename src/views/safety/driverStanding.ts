/**
 * A driver's qualification file in words (/safety/driver-list): each document valid, expiring within WARN_DAYS,
 * expired or missing, and whether the driver may drive at all today. The per-leg check (licence class, overlaps) is
 * src/domain/qualification.ts's; this is the standing that does not depend on a leg.
 */
import { expiryOf } from '../../domain/qualification';

export type DocumentStanding = { tone: 'success' | 'warning' | 'danger'; words: string; soon: boolean };

export const documentStanding = (what: string, expiresOn: string | null | undefined, today: string): DocumentStanding => {
  const { state, daysLeft: left } = expiryOf(expiresOn, today);
  if (!expiresOn || left === null) return { tone: 'danger', words: `No ${what} on file`, soon: false };
  if (state === 'expired') return { tone: 'danger', words: `Expired on ${expiresOn}`, soon: false };
  if (left === 0) return { tone: 'warning', words: 'Expires today', soon: true };
  if (state === 'soon') return { tone: 'warning', words: `Expires on ${expiresOn} (in ${left} day${left === 1 ? '' : 's'})`, soon: true };
  return { tone: 'success', words: `Valid until ${expiresOn}`, soon: false };
};

export type DriverStandingFacts = {
  licenceNumber: string | null | undefined;
  licenceExpiresOn: string | null | undefined;
  medicalCardExpiresOn: string | null | undefined;
  disqualified: boolean;
};

/** The driver's standing in one phrase: "Disqualified", "Not qualified", "Qualified, documents expiring" or "Qualified". */
export const driverStanding = (driver: DriverStandingFacts, today: string): { tone: DocumentStanding['tone']; words: string } => {
  if (driver.disqualified) return { tone: 'danger', words: 'Disqualified' };
  const licence = driver.licenceNumber?.trim()
    ? documentStanding('licence', driver.licenceExpiresOn, today)
    : documentStanding('licence', null, today);
  const medical = documentStanding('medical card', driver.medicalCardExpiresOn, today);
  if (licence.tone === 'danger' || medical.tone === 'danger') return { tone: 'danger', words: 'Not qualified' };
  if (licence.soon || medical.soon) return { tone: 'warning', words: 'Qualified, documents expiring' };
  return { tone: 'success', words: 'Qualified' };
};
