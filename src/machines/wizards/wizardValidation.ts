/**
 * Each step checked with the shared zod schemas (the server's own rules) before the wizard moves on. Error keys
 * name the draft's fields (`vehicles.0.make`, `pickup.postalCode`, `dates.delivery.date`, `service.transportMethod`)
 * so a step shows them next to its own fields.
 */
import type * as z from 'zod';
import { contactInput, UNCONFIRMED_VIN_MESSAGE } from '../../domain/drafts';
import { FIRST_DAY, isCalendarDay, LAST_DAY } from '../../domain/dates';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { legInputSchema, locationInputSchema, newRequestSchemas, quoteExtrasSchema, quoteInputSchema } from '../../domain/schemas/orders';
import { isPortalTransportMethod } from '../../domain/transport';
import { needsVinConfirmation } from '../../domain/vinConfirmation';
import { accountOf, addressInput, dateInput, newEnds, toWizardInput, vehicleInput } from './wizardInput';
import { type PlaceEnd, WIZARD_STEPS, type WizardAccount, type WizardDraft, type WizardStep } from './wizardTypes';

/** zod's errors under `prefix`; an error of the value itself keys as the prefix. */
const under = (prefix: string, error: z.ZodError | undefined): FieldErrors => {
  if (!error) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([key, messages]) => [key === 'input' ? prefix : `${prefix}.${key}`, messages]),
  );
};

const vehiclesErrors = (draft: WizardDraft, accounts: readonly WizardAccount[]): FieldErrors => ({
  ...(accountOf(draft, accounts) ? {} : { account: ['Choose who this is for.'] }),
  ...under('vehicles', quoteInputSchema.shape.vehicles.safeParse(draft.vehicles.map(vehicleInput)).error),
  ...Object.fromEntries(
    draft.vehicles.flatMap((vehicle, i) => (needsVinConfirmation(vehicle) ? [[`vehicles.${i}.vin`, [UNCONFIRMED_VIN_MESSAGE]]] : [])),
  ),
});

/** The step's contact (who hands over or receives), checked as every leg's pickup or delivery contact. */
const contactErrors = (draft: WizardDraft, end: PlaceEnd): FieldErrors =>
  under(
    `${end}.contact`,
    legInputSchema.shape[end === 'pickup' ? 'pickupContact' : 'deliveryContact'].safeParse(contactInput(draft[end].contact)).error,
  );

const placeErrors = (draft: WizardDraft, end: PlaceEnd): FieldErrors => ({ ...addressErrors(draft, end), ...contactErrors(draft, end) });

const addressErrors = (draft: WizardDraft, end: PlaceEnd): FieldErrors => {
  const place = draft[end];
  if (place.source === 'new') return under(end, locationInputSchema.safeParse(addressInput(place.address)).error);
  if (!place.saved) return { [`${end}.saved`]: [`Choose a saved ${end} location, or enter a new address.`] };
  const other = draft[end === 'pickup' ? 'delivery' : 'pickup'];
  if (end === 'delivery' && other.source === 'saved' && other.saved?.id === place.saved.id)
    return { 'delivery.saved': ['The delivery place must differ from the pickup place.'] };
  return {};
};

/** The date pickers' range, 1900–2100, which the shared schema leaves to the forms. */
const dayRangeErrors = (draft: WizardDraft): FieldErrors => {
  const errors: FieldErrors = {};
  for (const end of ['pickup', 'delivery'] as const) {
    const { mode, date } = draft.dates[end];
    if (mode !== 'ASAP' && isCalendarDay(date) && (date < FIRST_DAY || date > LAST_DAY))
      errors[`dates.${end}.date`] = ['Pick a day between 1900 and 2100.'];
  }
  return errors;
};

/**
 * The leg's own date rules (each date, no delivery before the pickup and, given `today` in the tenant's time zone,
 * no pickup before today), read from one leg of the draft.
 */
const datesErrors = (draft: WizardDraft, today?: string | null): FieldErrors => {
  const leg = (today ? newRequestSchemas(today).leg : legInputSchema).safeParse({
    vehicleRef: 0,
    originRef: { index: 0 },
    destinationRef: { index: 1 },
    transportMethod: 'DRIVEN',
    requestedPickup: dateInput(draft.dates.pickup),
    requestedDelivery: dateInput(draft.dates.delivery),
  });
  const errors = Object.fromEntries(
    Object.entries(under('leg', leg.error)).flatMap(([key, messages]) => {
      const match = /^leg\.requested(Pickup|Delivery)(\..+)?$/.exec(key);
      return match ? [[`dates.${match[1].toLowerCase()}${match[2] ?? ''}`, messages]] : [];
    }),
  );
  return { ...errors, ...dayRangeErrors(draft) };
};

const serviceErrors = (draft: WizardDraft): FieldErrors => {
  const { transportMethod, storageDays, tagAndTitle, specialInstructions } = draft.service;
  const method: FieldErrors = isPortalTransportMethod(transportMethod)
    ? {}
    : { 'service.transportMethod': ['Choose how the vehicles travel: driven or on a truck.'] };
  return {
    ...method,
    ...under(
      'service',
      quoteExtrasSchema.safeParse({ storageDays: storageDays.trim() === '' ? null : Number(storageDays), tagAndTitle }).error,
    ),
    ...under('service', quoteInputSchema.shape.notes.safeParse({ specialInstructions: specialInstructions || null }).error),
  };
};

/** The whole input, for a draft whose steps each pass: what only the combination could break. */
export const inputErrors = (draft: WizardDraft, accounts: readonly WizardAccount[], today?: string | null): FieldErrors => {
  const parsed = (today ? newRequestSchemas(today).quote : quoteInputSchema).safeParse(toWizardInput(draft, accounts));
  return parsed.success ? {} : draftErrors(draft, fieldErrors(parsed.error));
};

export const validateStep = (
  step: WizardStep,
  draft: WizardDraft,
  accounts: readonly WizardAccount[],
  today?: string | null,
): FieldErrors => {
  switch (step) {
    case 'vehicles':
      return vehiclesErrors(draft, accounts);
    case 'pickup':
    case 'delivery':
      return placeErrors(draft, step);
    case 'dates':
      return datesErrors(draft, today);
    case 'service':
      return serviceErrors(draft);
    case 'review':
      return inputErrors(draft, accounts, today);
  }
};

export const stepIndex = (step: WizardStep): number => WIZARD_STEPS.indexOf(step);

/** The first step before `target` that does not pass, or null when `target` may be shown. */
export const firstInvalidBefore = (
  target: WizardStep,
  draft: WizardDraft,
  accounts: readonly WizardAccount[],
  today?: string | null,
): WizardStep | null =>
  WIZARD_STEPS.slice(0, stepIndex(target)).find((step) => Object.keys(validateStep(step, draft, accounts, today)).length > 0) ?? null;

const SERVICE_FIELD: Record<string, string> = {
  'extras.storageDays': 'service.storageDays',
  'extras.tagAndTitle': 'service.tagAndTitle',
  'notes.specialInstructions': 'service.specialInstructions',
};

const LEG_FIELD: Record<string, string> = {
  originRef: 'pickup.saved',
  destinationRef: 'delivery.saved',
  transportMethod: 'service.transportMethod',
  vehicleRef: 'vehicles',
};

/** One QuoteInput error key (`legs.0.requestedPickup.date`, `locations.1.postalCode`) as the draft's key; `review` for a field no step shows. */
const draftKey = (draft: WizardDraft, key: string): string => {
  const [head, second, field, ...rest] = key.split('.');
  if (head === 'clientId' || head === 'customerId') return 'account';
  if (head === 'vehicles') return key;
  if (head === 'locations') return [newEnds(draft)[Number(second)] ?? 'pickup', field].filter(Boolean).join('.');
  if (SERVICE_FIELD[`${head}.${second}`]) return SERVICE_FIELD[`${head}.${second}`];
  if (head === 'legs' && field?.startsWith('requested'))
    return [`dates.${field === 'requestedPickup' ? 'pickup' : 'delivery'}`, ...rest].join('.');
  if (head === 'legs' && (field === 'pickupContact' || field === 'deliveryContact'))
    return [field === 'pickupContact' ? 'pickup.contact' : 'delivery.contact', ...rest].join('.');
  if (head === 'legs' && field && LEG_FIELD[field]) return LEG_FIELD[field];
  if (head === 'referenceNumbers') return 'service.reference';
  return 'review';
};

/** The server's or the schema's errors of a QuoteInput, keyed as the draft's fields. */
export const draftErrors = (draft: WizardDraft, errors: FieldErrors): FieldErrors => {
  const mapped: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const target = draftKey(draft, key.replace(/^input\./, ''));
    mapped[target] = [...new Set([...(mapped[target] ?? []), ...messages])];
  }
  return mapped;
};

/** The step whose fields an error key names; keys the steps do not show stay on the review. */
export const stepOfKey = (key: string): WizardStep => {
  const head = key.split('.')[0];
  if (head === 'account') return 'vehicles';
  return (WIZARD_STEPS as readonly string[]).includes(head) ? (head as WizardStep) : 'review';
};

/** The earliest step any of these errors belongs to. */
export const firstStepOf = (errors: FieldErrors): WizardStep | null => {
  const steps = Object.keys(errors).map(stepOfKey);
  return WIZARD_STEPS.find((step) => steps.includes(step)) ?? null;
};
