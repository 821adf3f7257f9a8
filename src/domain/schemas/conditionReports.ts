import * as z from 'zod';
import { ConditionReportDirectionValues } from '../../generated/enums/ConditionReportDirection';
import { FuelLevelValues } from '../../generated/enums/FuelLevel';
import { InspectionItemCodeValues } from '../../generated/enums/InspectionItemCode';
import { InspectionObstructionValues } from '../../generated/enums/InspectionObstruction';
import { InspectionResultValues } from '../../generated/enums/InspectionResult';
import { InteriorConditionValues } from '../../generated/enums/InteriorCondition';
import { LooseItemSpotValues } from '../../generated/enums/LooseItemSpot';
import { WashTypeValues } from '../../generated/enums/WashType';
import { isAiagArea, isAiagDamageType, isAiagSeverity } from '../aiag';
import { parseDateTime } from '../dates';
import { normalizeVin } from '../vin';
import { NOT_AVAILABLE_REASON_MESSAGE, saysNoReason } from '../notAvailableReason';
import { optionalText } from './text';

/**
 * A condition report as the capture page sends it and the server checks it (the GraphQL ConditionReportInput): every
 * inspection item answered, damages in AIAG form on the diagram, a fuel level or an EV charge, the driver's signature
 * and the customer's or the reason they were not there. The photos are uploaded first (uploadConditionPhoto) and
 * named here by id; the server checks they are this leg's.
 */

export const MAX_DAMAGES = 60;
export const MAX_PHOTOS = 60;
export const MAX_PHOTOS_PER_DAMAGE = 12;
export const MAX_LOOSE_ITEMS = 30;
export const NOTE_MAX = 2000;
export const LOOSE_ITEM_MAX = 200;
export const NOT_AVAILABLE_REASON_MAX = 500;
/** A device's clock may run this far ahead of the server's, no further. */
export const CLOCK_SKEW_MS = 10 * 60_000;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const id = (what: string) => z.string({ error: `The ${what} is required.` }).regex(ID, `The ${what} is invalid.`);
const optionalId = (what: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || ID.test(value), `The ${what} is invalid.`);

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} is required.` })
    .trim()
    .min(1, `The ${field} is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

/** A device time: a real instant, not in the future beyond clock drift. */
export const deviceTime = (field: string) =>
  z.string({ error: `The ${field} is required.` }).transform((value, context) => {
    const parsed = parseDateTime(value);
    if (parsed === null) {
      context.addIssue({ code: 'custom', message: `The ${field} must be a valid date and time.` });
      return z.NEVER;
    }
    if (Date.parse(parsed) > Date.now() + CLOCK_SKEW_MS) {
      context.addIssue({ code: 'custom', message: `The ${field} may not be in the future.` });
      return z.NEVER;
    }
    return parsed;
  });

export const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `The ${field} must be a number.` })
    .min(-limit, `The ${field} must be between -${limit} and ${limit}.`)
    .max(limit, `The ${field} must be between -${limit} and ${limit}.`)
    .nullish()
    .transform((value) => value ?? null);

const count = (field: string, max: number) =>
  z
    .number({ error: `The ${field} must be a number.` })
    .int(`The ${field} must be a whole number.`)
    .min(0, `The ${field} may not be negative.`)
    .max(max, `The ${field} may not be greater than ${max}.`);

/** Latitude and longitude come together or not at all. */
const bothOrNeither = (value: { latitude: number | null; longitude: number | null }, context: z.RefinementCtx) => {
  if ((value.latitude === null) !== (value.longitude === null))
    context.addIssue({ code: 'custom', path: ['longitude'], message: 'The position needs both latitude and longitude.' });
};

export const signatureSchema = z
  .object({
    name: requiredText('signer’s name', 200),
    signedAt: deviceTime('signing time'),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    imageId: id('signature image'),
  })
  .superRefine(bothOrNeither);

export const damageSchema = z.object({
  area: z.string({ error: 'The area is required.' }).refine(isAiagArea, 'The area must be an AIAG area code.'),
  type: z.string({ error: 'The damage type is required.' }).refine(isAiagDamageType, 'The damage type must be an AIAG damage type code.'),
  severity: z.number({ error: 'The severity is required.' }).refine(isAiagSeverity, 'The severity must be from 1 to 5.'),
  x: z
    .number({ error: 'The position is required.' })
    .min(0, 'The position must be on the diagram.')
    .max(1, 'The position must be on the diagram.'),
  y: z
    .number({ error: 'The position is required.' })
    .min(0, 'The position must be on the diagram.')
    .max(1, 'The position must be on the diagram.'),
  preExisting: z.boolean(),
  note: optionalText(NOTE_MAX, 'note'),
  photoIds: z
    .array(id('photo'), { error: 'The photos are required.' })
    .max(MAX_PHOTOS_PER_DAMAGE, `A damage may have at most ${MAX_PHOTOS_PER_DAMAGE} photos.`),
});

const itemSchema = z.object({
  code: z.enum(InspectionItemCodeValues, { error: 'The item code is invalid.' }),
  result: z.enum(InspectionResultValues, { error: 'The result must be PASS, FAIL or N_A.' }),
  note: optionalText(NOTE_MAX, 'note'),
});

export type ConditionReportValues = z.output<typeof conditionReportInputSchema>;

export const conditionReportInputSchema = z
  .object({
    clientId: id('report id'),
    orderLegId: id('leg'),
    direction: z.enum(ConditionReportDirectionValues, {
      error: `The direction must be one of ${ConditionReportDirectionValues.join(', ')}.`,
    }),
    items: z.array(itemSchema).max(InspectionItemCodeValues.length * 2),
    damages: z.array(damageSchema).max(MAX_DAMAGES, `A report may have at most ${MAX_DAMAGES} damages.`),
    photoIds: z.array(id('photo')).max(MAX_PHOTOS, `A report may have at most ${MAX_PHOTOS} photos.`),
    odometer: count('odometer reading', 9_999_999)
      .nullish()
      .transform((value) => value ?? null),
    odometerPhotoId: optionalId('odometer photo'),
    fuelLevel: z
      .enum(FuelLevelValues, { error: 'The fuel level is invalid.' })
      .nullish()
      .transform((value) => value ?? null),
    evStateOfCharge: count('state of charge', 100)
      .nullish()
      .transform((value) => value ?? null),
    keysCount: count('number of keys', 20),
    fobsCount: count('number of fobs', 20),
    keysPhotoId: optionalId('keys photo'),
    interiorConditions: z
      .array(z.enum(InteriorConditionValues, { error: 'The interior condition is invalid.' }))
      .max(InteriorConditionValues.length),
    looseItems: z
      .array(
        z.object({
          spot: z.enum(LooseItemSpotValues, { error: 'The spot is invalid.' }),
          description: requiredText('item', LOOSE_ITEM_MAX),
        }),
      )
      .max(MAX_LOOSE_ITEMS, `A report may list at most ${MAX_LOOSE_ITEMS} loose items.`),
    washType: z
      .enum(WashTypeValues, { error: 'The wash type is invalid.' })
      .nullish()
      .transform((value) => value ?? null),
    obstructions: z
      .array(z.enum(InspectionObstructionValues, { error: 'The obstruction is invalid.' }))
      .max(InspectionObstructionValues.length),
    vinScanned: z
      .string()
      .nullish()
      .transform((value) => (value ? normalizeVin(value) : null))
      .refine(
        (value) => value === null || /^[A-HJ-NPR-Z0-9]{17}$/.test(value),
        'The scanned VIN must be 17 letters and digits (no I, O or Q).',
      ),
    acceptVinMismatch: z
      .boolean()
      .nullish()
      .transform((value) => value === true),
    notes: optionalText(NOTE_MAX, 'notes'),
    capturedAt: deviceTime('capture time'),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    driverSignature: signatureSchema,
    customerSignature: signatureSchema.nullish().transform((value) => value ?? null),
    customerNotAvailableReason: optionalText(NOT_AVAILABLE_REASON_MAX, 'reason the customer was not available'),
  })
  .superRefine((report, context) => {
    bothOrNeither(report, context);
    const answered = new Set(report.items.map((item) => item.code));
    const missing = InspectionItemCodeValues.filter((code) => !answered.has(code));
    if (missing.length > 0)
      context.addIssue({ code: 'custom', path: ['items'], message: `Answer every inspection item: ${missing.join(', ')}.` });
    if (answered.size !== report.items.length)
      context.addIssue({ code: 'custom', path: ['items'], message: 'Each inspection item is answered once.' });
    if (report.fuelLevel === null && report.evStateOfCharge === null)
      context.addIssue({
        code: 'custom',
        path: ['fuelLevel'],
        message: 'Give the fuel level, or the state of charge of an electric vehicle.',
      });
    if (report.customerSignature === null && report.customerNotAvailableReason === null)
      context.addIssue({
        code: 'custom',
        path: ['customerSignature'],
        message: 'The customer signs, or say why the customer was not available.',
      });
    if (report.customerSignature === null && report.customerNotAvailableReason !== null && saysNoReason(report.customerNotAvailableReason))
      context.addIssue({ code: 'custom', path: ['customerNotAvailableReason'], message: NOT_AVAILABLE_REASON_MESSAGE });
    if (report.customerSignature !== null && report.customerNotAvailableReason !== null)
      context.addIssue({
        code: 'custom',
        path: ['customerNotAvailableReason'],
        message: 'A signed report has no "customer not available" reason.',
      });
  });

/** Every photo id the report names (its own, each damage's, the odometer's, the keys', the signatures'). */
export const reportPhotoIds = (report: ConditionReportValues): string[] => [
  ...new Set([
    ...report.photoIds,
    ...report.damages.flatMap((damage) => damage.photoIds),
    ...[report.odometerPhotoId, report.keysPhotoId, report.driverSignature.imageId, report.customerSignature?.imageId].filter(
      (value): value is string => typeof value === 'string',
    ),
  ]),
];

/** The longest reject reason (REASON_MAX of the status events' inputs). */
export const REJECT_REASON_MAX = 1000;

/** cr.reject's input: the reason the driver reads before taking the report again (the review dialog and the server). */
export const conditionReportRejectSchema = z.object({
  reason: z
    .string({ error: 'Say why the report is rejected.' })
    .trim()
    .min(1, 'Say why the report is rejected.')
    .max(REJECT_REASON_MAX, `The reason may not be greater than ${REJECT_REASON_MAX} characters.`),
});
