import { zonedToIso } from '../../domain/dates';
import { type CommunicationInput, communicationInputSchema } from '../../domain/communications/schemas';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import type { CommunicationChannel } from '../../generated/enums/CommunicationChannel';
import type { CommunicationDirection } from '../../generated/enums/CommunicationDirection';
import type { CommunicationOutcome } from '../../generated/enums/CommunicationOutcome';
import type { CommunicationSubjectKind } from '../../generated/enums/CommunicationSubjectKind';

/** The record a log belongs to. */
export type CommunicationSubject = { kind: CommunicationSubjectKind; id: string };

/** A person the form offers (the record's contacts). */
export type ContactChoice = { role: string; name: string; phone: string | null; email: string | null };

/** The "Log a contact" form's values: texts as typed, the callback as the tenant's wall clock ("YYYY-MM-DDTHH:MM"). */
export type LogDraft = {
  direction: CommunicationDirection;
  channel: CommunicationChannel;
  /** The index of the chosen contact in the record's list, or '' for one typed. */
  contact: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  outcome: CommunicationOutcome | '';
  notes: string;
  callbackAt: string;
};

/** An agent mostly calls out: the form starts on an outbound call, the outcome left to choose. */
export const EMPTY_LOG_DRAFT: LogDraft = {
  direction: 'OUTBOUND',
  channel: 'CALL',
  contact: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  outcome: '',
  notes: '',
  callbackAt: '',
};

/** Picks contact `index` of the record's list (its name, phone and e-mail fill the fields), or '' to type one. */
export const chooseContact = (draft: LogDraft, contacts: readonly ContactChoice[], index: string): LogDraft => {
  const contact = index === '' ? undefined : contacts[Number(index)];
  if (!contact) return { ...draft, contact: '', contactName: '', contactPhone: '', contactEmail: '' };
  return {
    ...draft,
    contact: index,
    contactName: contact.name,
    contactPhone: contact.phone ?? '',
    contactEmail: contact.email ?? '',
  };
};

/** The label of a contact in the picker: "Pickup — Dana Reyes (555-0101)". */
export const contactLabel = (contact: ContactChoice): string => {
  const reach = contact.phone ?? contact.email;
  return `${contact.role} — ${contact.name}${reach && reach !== contact.name ? ` (${reach})` : ''}`;
};

/** A datetime-local value ("YYYY-MM-DDTHH:MM") on the tenant's clock as an ISO instant; '' → null, junk → the text. */
export const callbackInstant = (local: string, timeZone: string | null | undefined): string | null => {
  if (local.trim() === '') return null;
  const [day = '', time = ''] = local.split('T');
  return zonedToIso(day, time.slice(0, 5), timeZone) ?? local;
};

/**
 * The mutation's input from the form, checked by the shared schema (as the server checks it): the input, or the
 * field errors keyed as the form names its fields.
 */
export const logInput = (
  draft: LogDraft,
  subject: CommunicationSubject,
  timeZone: string | null | undefined,
  now: () => number = Date.now,
): { input: CommunicationInput; errors: null } | { input: null; errors: FieldErrors } => {
  const input = {
    subject,
    direction: draft.direction,
    channel: draft.channel,
    contactName: draft.contactName,
    contactPhone: draft.contactPhone,
    contactEmail: draft.contactEmail,
    outcome: draft.outcome || undefined,
    notes: draft.notes,
    callbackAt: callbackInstant(draft.callbackAt, timeZone),
  };
  const result = communicationInputSchema(now).safeParse(input);
  if (!result.success) return { input: null, errors: fieldErrors(result.error) };
  return { input: { ...input, outcome: result.data.outcome }, errors: null };
};
