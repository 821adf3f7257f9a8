import * as z from 'zod';
import { AccidentLegActionValues } from '../../generated/enums/AccidentLegAction';
import { AccidentWeatherValues } from '../../generated/enums/AccidentWeather';
import { IncidentKindValues } from '../../generated/enums/IncidentKind';
import { RecoverySourceValues } from '../../generated/enums/RecoverySource';
import { parseDateTime } from '../dates';
import { MONEY_LIMIT, minorUnits } from './money';
import { optionalText } from './text';

export { MONEY_LIMIT };

/**
 * Accident and incident reports, repairs and their recoveries: the same schemas check the forms in the browser and
 * the input on the server (shaped as the GraphQL inputs AccidentReportInput, RepairInput, RepairRecoveryInput).
 * Money is in minor units of the tenant's currency (cents), a whole number from 0 to 99,999,999.
 */

export const DESCRIPTION_MAX = 5000;
export const NOTE_MAX = 1000;
export const MAX_PARTIES = 20;
export const MAX_WITNESSES = 20;
export const MAX_CLAIM_NUMBERS = 20;
export const MAX_RECOVERIES = 20;
/** Counts of people above this are a typing mistake, not a crash (and stay inside a 32-bit column). */
export const MAX_PEOPLE = 1000;
/** A report's time may run this far ahead of the server's clock (a phone's clock drifts), no further. */
export const CLOCK_SKEW_MS = 5 * 60_000;
export const EARLIEST_OCCURRED_AT = '2000-01-01T00:00:00.000Z';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the tenants table accepts as a zone name (migration 013), which Intl must also know. */
const ZONE_NAME = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/;
const STATE = /^[A-Z]{2}$/;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

/** An optional id: empty → null; any other value must be an id. */
const optionalId = (what: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || ID.test(value), `The selected ${what} is invalid.`);

/** An optional two-letter state or province, upper-cased. */
const optionalState = (field: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null))
    .refine((value) => value === null || STATE.test(value), `The ${field} must be a two-letter state or province code.`);

const count = (field: string) =>
  z
    .number({ error: `The ${field} must be a number.` })
    .int(`The ${field} must be a whole number.`)
    .min(0, `The ${field} may not be negative.`)
    .max(MAX_PEOPLE, `The ${field} may not be greater than ${MAX_PEOPLE}.`)
    .nullish()
    .transform((value) => value ?? 0);

/** A known IANA time zone (as Intl and the database both take it). */
export const isTimeZone = (value: string): boolean => {
  if (!ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `The ${field} must be a number.` })
    .min(-limit, `The ${field} must be between -${limit} and ${limit}.`)
    .max(limit, `The ${field} must be between -${limit} and ${limit}.`)
    .nullish()
    .transform((value) => value ?? null);

export const accidentPartySchema = z.object({
  name: requiredText('name', 200),
  licenceNumber: optionalText(30, 'licence number'),
  licenceState: optionalState('licence state'),
  plate: optionalText(15, 'plate'),
  plateState: optionalState('plate state'),
  insurer: optionalText(200, 'insurer'),
  policyNumber: optionalText(60, 'policy number'),
  phone: optionalText(40, 'phone'),
});

export const accidentWitnessSchema = z.object({
  name: requiredText('name', 200),
  phone: optionalText(40, 'phone'),
  statement: optionalText(DESCRIPTION_MAX, 'statement'),
});

/**
 * An accident or incident report. `now` is read when the form is checked: the time it happened may not be in the
 * future (a few minutes of clock drift allowed). Injuries treated away from the scene are some of the injuries.
 */
export const accidentReportInputSchema = z
  .object({
    kind: z.enum(IncidentKindValues, { error: 'The selected kind is invalid.' }),
    occurredAt: z
      .string({ error: 'The date and time field is required.' })
      .trim()
      .min(1, 'The date and time field is required.')
      .transform((value, context) => {
        const parsed = parseDateTime(value);
        if (parsed === null) {
          context.addIssue({ code: 'custom', message: 'The date and time must be a valid date and time.' });
          return z.NEVER;
        }
        if (parsed < EARLIEST_OCCURRED_AT) {
          context.addIssue({ code: 'custom', message: 'The date may not be before 2000.' });
          return z.NEVER;
        }
        if (Date.parse(parsed) > Date.now() + CLOCK_SKEW_MS) {
          context.addIssue({ code: 'custom', message: 'The date and time may not be in the future.' });
          return z.NEVER;
        }
        return parsed;
      }),
    timeZone: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isTimeZone(value), 'The time zone must be a time zone name such as America/New_York.'),
    street: optionalText(200, 'street'),
    city: optionalText(100, 'city'),
    state: optionalState('state'),
    postalCode: optionalText(12, 'postal code'),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    description: requiredText('description', DESCRIPTION_MAX),
    legId: optionalId('leg'),
    vehicleId: optionalId('vehicle'),
    driverId: optionalId('driver'),
    legAction: z
      .enum(AccidentLegActionValues, { error: 'The selected leg action is invalid.' })
      .nullish()
      .transform((value) => value ?? null),
    otherParties: z
      .array(accidentPartySchema)
      .max(MAX_PARTIES, `At most ${MAX_PARTIES} other parties.`)
      .nullish()
      .transform((value) => value ?? []),
    witnesses: z
      .array(accidentWitnessSchema)
      .max(MAX_WITNESSES, `At most ${MAX_WITNESSES} witnesses.`)
      .nullish()
      .transform((value) => value ?? []),
    policeAgency: optionalText(200, 'police agency'),
    policeReportNumber: optionalText(60, 'police report number'),
    injuries: count('number of injuries'),
    injuriesTreatedAway: count('number treated away from the scene'),
    fatalities: count('number of fatalities'),
    towedDisabled: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    hazmatReleased: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    weather: z
      .enum(AccidentWeatherValues, { error: 'The selected weather is invalid.' })
      .nullish()
      .transform((value) => value ?? null),
    claimNumbers: z
      .array(z.string().trim().max(60, 'A claim number may not be greater than 60 characters.'))
      .max(MAX_CLAIM_NUMBERS, `At most ${MAX_CLAIM_NUMBERS} claim numbers.`)
      .nullish()
      // Blank rows of the form are dropped, and a number given twice is kept once.
      .transform((value) => [...new Set((value ?? []).filter((claim) => claim !== ''))]),
  })
  .superRefine((report, context) => {
    if (report.injuriesTreatedAway > report.injuries)
      context.addIssue({
        code: 'custom',
        path: ['injuriesTreatedAway'],
        message: 'The number treated away from the scene may not be greater than the number of injuries.',
      });
    if ((report.latitude === null) !== (report.longitude === null))
      context.addIssue({
        code: 'custom',
        path: [report.latitude === null ? 'latitude' : 'longitude'],
        message: 'Give both the latitude and the longitude, or neither.',
      });
    if (report.legAction !== null && report.legAction !== 'NONE' && report.legId === null)
      context.addIssue({ code: 'custom', path: ['legAction'], message: 'Choose the leg the report moves.' });
  });

export type AccidentReportInputValues = z.output<typeof accidentReportInputSchema>;

/** A repair: of a report, a leg or a vehicle (at least one), at a vendor, with its estimate. */
export const repairInputSchema = z
  .object({
    reportId: optionalId('report'),
    legId: optionalId('leg'),
    vehicleId: optionalId('vehicle'),
    vendorName: requiredText('vendor', 200),
    vendorPhone: optionalText(40, 'vendor phone'),
    description: requiredText('description', DESCRIPTION_MAX),
    estimateAmount: minorUnits('estimate'),
  })
  .superRefine((repair, context) => {
    if (repair.reportId === null && repair.legId === null && repair.vehicleId === null)
      context.addIssue({ code: 'custom', path: ['vehicleId'], message: 'Choose the report, leg or vehicle the repair is for.' });
  });

export type RepairInputValues = z.output<typeof repairInputSchema>;

/** One recovery of a repair's cost; what is recovered may not exceed what is claimed. */
export const repairRecoverySchema = z
  .object({
    source: z.enum(RecoverySourceValues, { error: 'The selected source is invalid.' }),
    party: optionalText(200, 'party'),
    claimNumber: optionalText(60, 'claim number'),
    amountClaimed: minorUnits('amount claimed'),
    amountRecovered: minorUnits('amount recovered')
      .nullish()
      .transform((value) => value ?? 0),
    note: optionalText(NOTE_MAX, 'note'),
  })
  .superRefine((recovery, context) => {
    if (recovery.amountRecovered > recovery.amountClaimed)
      context.addIssue({
        code: 'custom',
        path: ['amountRecovered'],
        message: 'The amount recovered may not be greater than the amount claimed.',
      });
  });

export const repairRecoveriesSchema = z.array(repairRecoverySchema).max(MAX_RECOVERIES, `At most ${MAX_RECOVERIES} recoveries.`);

export type RepairRecoveryValues = z.output<typeof repairRecoverySchema>;
