import * as z from 'zod';
import { TntPacketKindValues } from '../../generated/enums/TntPacketKind';
import { TntTransportValues } from '../../generated/enums/TntTransport';
import { isCalendarDay } from '../dates';
import { MONEY_LIMIT } from './money';
import { optionalText } from './text';

/**
 * The tag-and-title forms (create a packet, edit it, its fees, a document's rejection): the same schemas check the
 * forms in the browser and the input on the server (shaped as the GraphQL inputs).
 */

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const id = (what: string) => z.string({ error: `The ${what} is required.` }).regex(ID, `The selected ${what} is invalid.`);
const optionalId = (what: string) => z.string().regex(ID, `The selected ${what} is invalid.`).nullish();

const optionalDay = (field: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isCalendarDay(value), `The ${field} date must be a valid date (YYYY-MM-DD).`);

const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/** Two letters of a US state or Canadian province (the district service checks it names one). */
const stateProvince = z
  .string({ error: 'The state or province field is required.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Give a US state or Canadian province by its two letters (TX, ON).');

const tempTag = {
  tempTagNumber: optionalText(40, 'temp tag number'),
  tempTagIssuedOn: optionalDay('temp tag issue'),
};

/** A temp tag's number and its issue day come together: the expiry follows from the day. */
const tagTogether = (tag: { tempTagNumber: string | null; tempTagIssuedOn: string | null }, context: z.RefinementCtx) => {
  if (tag.tempTagNumber && !tag.tempTagIssuedOn)
    context.addIssue({ code: 'custom', path: ['tempTagIssuedOn'], message: 'Give the day the temp tag was issued.' });
  if (tag.tempTagIssuedOn && !tag.tempTagNumber)
    context.addIssue({ code: 'custom', path: ['tempTagNumber'], message: 'Give the temp tag number.' });
};

export const tntPacketInputSchema = z
  .object({
    kind: z.enum(TntPacketKindValues, 'The kind field is required.'),
    orderId: id('order'),
    vehicleId: id('vehicle'),
    registerToId: optionalId('register-to location'),
    titleToId: optionalId('title-to location'),
    stateProvince,
    county: optionalText(100, 'county'),
    transport: z.enum(TntTransportValues).nullish(),
    newVehicle: flag,
    lienOnTitle: flag,
    outOfStateTitle: flag,
    ownerNotSigning: flag,
    ...tempTag,
    notes: optionalText(2000, 'notes'),
  })
  .superRefine((packet, context) => {
    tagTogether(packet, context);
    if (packet.kind === 'TAG_AND_TITLE' && packet.tempTagNumber)
      context.addIssue({ code: 'custom', path: ['tempTagNumber'], message: 'Only a TEMP_TAG packet has a temp tag.' });
  });

export type TntPacketInputValues = z.output<typeof tntPacketInputSchema>;

export const tntPacketUpdateSchema = z
  .object({
    registerToId: optionalId('register-to location'),
    titleToId: optionalId('title-to location'),
    transport: z.enum(TntTransportValues).nullish(),
    ...tempTag,
    notes: optionalText(2000, 'notes'),
  })
  .superRefine(tagTogether);

export type TntPacketUpdateValues = z.output<typeof tntPacketUpdateSchema>;

export const tntPacketFeeSchema = z.object({
  requirementTypeId: optionalId('requirement type'),
  label: z
    .string({ error: 'The label field is required.' })
    .trim()
    .min(1, 'The label field is required.')
    .max(200, 'The label may not be greater than 200 characters.'),
  amount: z
    .number()
    .int('The amount must be a whole number of cents.')
    .min(0, 'The amount may not be negative.')
    .max(MONEY_LIMIT - 1, `The amount must be less than ${(MONEY_LIMIT / 100).toLocaleString('en-US')}.00.`)
    .nullish()
    .transform((value) => value ?? null),
  note: optionalText(1000, 'note'),
});

/** At most 30 fee lines: more than any district charges. */
export const tntPacketFeesSchema = z.array(tntPacketFeeSchema).max(30, 'A packet has at most 30 fees.');

export type TntPacketFeeValues = z.output<typeof tntPacketFeeSchema>;

/** A rejection says why (the common ones: an unreleased lien, a missing odometer section …; docs/domain.md#tag-and-title). */
export const tntRejectReasonSchema = z
  .string({ error: 'Say why the document is rejected.' })
  .trim()
  .min(1, 'Say why the document is rejected.')
  .max(1000, 'The reason may not be greater than 1000 characters.');
