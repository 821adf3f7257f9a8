import * as z from 'zod';
import { CommunicationChannelValues } from '../../generated/enums/CommunicationChannel';
import { CommunicationDirectionValues } from '../../generated/enums/CommunicationDirection';
import { CommunicationOutcomeValues } from '../../generated/enums/CommunicationOutcome';
import { CommunicationSubjectKindValues } from '../../generated/enums/CommunicationSubjectKind';
import { CommunicationTemplateValues } from '../../generated/enums/CommunicationTemplate';
import { optionalText } from '../schemas/text';

/**
 * The communication log's input (src/graphql/schema/communications.graphql CommunicationInput): the same schema checks
 * the log form in the browser, the log mutation and every area that records a contact (the call center's confirm).
 */

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const choice = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `The ${field} field is required.` });

export const communicationSubjectSchema = z.object({
  kind: choice(CommunicationSubjectKindValues, 'record kind'),
  id: z.string({ error: 'The record is required.' }).regex(ID, 'The selected record is invalid.'),
});

const optionalEmail = optionalText(254, 'contact e-mail').refine(
  (value) => value === null || EMAIL.test(value),
  'The contact e-mail must be a valid e-mail address.',
);

/**
 * A callback time: an ISO date-time that lies ahead of `now` (a callback in the past is refused). `now` is read when
 * the schema checks, so the same schema serves a form filled over minutes.
 */
const callbackAt = (now: () => number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || !Number.isNaN(Date.parse(value)), 'The callback time must be a valid date and time.')
    .refine((value) => value === null || Date.parse(value) > now(), 'The callback time must lie in the future.');

export const communicationInputSchema = (now: () => number = Date.now) =>
  z.object({
    subject: communicationSubjectSchema,
    direction: choice(CommunicationDirectionValues, 'direction'),
    channel: choice(CommunicationChannelValues, 'channel'),
    contactName: optionalText(120, 'contact name'),
    contactPhone: optionalText(40, 'contact phone'),
    contactEmail: optionalEmail,
    outcome: choice(CommunicationOutcomeValues, 'outcome'),
    notes: optionalText(4000, 'notes'),
    callbackAt: callbackAt(now),
  });

/** What recordCommunication and the log mutation take, before validation. */
export type CommunicationInput = z.input<ReturnType<typeof communicationInputSchema>>;
/** The validated entry: texts trimmed, empty texts null. */
export type CommunicationValues = z.output<ReturnType<typeof communicationInputSchema>>;

export const communicationMailSchema = z.object({
  legId: z.string({ error: 'The leg is required.' }).regex(ID, 'The selected leg is invalid.'),
  template: choice(CommunicationTemplateValues, 'template'),
  to: z
    .string({ error: 'The recipient field is required.' })
    .trim()
    .min(1, 'The recipient field is required.')
    .max(254, 'The recipient may not be greater than 254 characters.')
    .regex(EMAIL, 'The recipient must be a valid e-mail address.'),
  contactName: optionalText(120, 'contact name'),
});
