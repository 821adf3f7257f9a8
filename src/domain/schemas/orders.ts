import * as z from 'zod';
import { isCalendarDay } from '../dates';
import { DateModeValues } from '../../generated/enums/DateMode';
import { LocationTypeValues } from '../../generated/enums/LocationType';
import { TransmissionValues } from '../../generated/enums/Transmission';
import { TransportMethodValues } from '../../generated/enums/TransportMethod';
import { VehicleColourValues } from '../../generated/enums/VehicleColour';
import { FUEL_TYPES, normalizeVin, VEHICLE_CLASSES, validateVin } from '../vin';
import { optionalText } from './text';

/**
 * Order and quote input shared by the forms (client-side checks) and the server (the authority), shaped as the
 * GraphQL inputs (OrderInput, QuoteInput, VehicleInput, LocationInput) so a resolver parses its args directly.
 */

export const VEHICLE_COLOURS = VehicleColourValues;
export const TRANSMISSIONS = TransmissionValues;
export const LOCATION_TYPES = LocationTypeValues;
export const DATE_MODES = DateModeValues;
export const LOCATION_COUNTRIES = ['US', 'CA'] as const;

export const MAX_VEHICLES = 20;
export const MAX_REFERENCE_NUMBERS = 10;

const required = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

const choice = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `The selected ${field} is invalid.` });

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  choice(values, field)
    .nullish()
    .transform((value) => value ?? null);

const id = (field: string) =>
  z.guid({ error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be a valid id.`) });
/** A real day in the years 0001–9999 (zod's iso.date() takes the year 0000, which PostgreSQL refuses). */
const isoDate = (field: string) => {
  const message = `The ${field} must be a date (YYYY-MM-DD).`;
  return z.string({ error: message }).refine(isCalendarDay, message);
};

/** Optional, but a VIN given must be a valid one; stored upper-case without spaces. */
const vin = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? normalizeVin(value) : null))
  .superRefine((value, ctx) => {
    const check = value === null ? null : validateVin(value);
    if (check && !check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });

const optionalInt = (field: string, min: number, max?: number) => {
  const range = max === undefined ? `at least ${min}` : `between ${min} and ${max}`;
  return z
    .number({ error: `The ${field} must be a number.` })
    .int(`The ${field} must be an integer.`)
    .min(min, `The ${field} must be ${range}.`)
    .max(max ?? Number.MAX_SAFE_INTEGER, `The ${field} must be ${range}.`)
    .nullish()
    .transform((value) => value ?? null);
};

/**
 * A vehicle: an existing one by `id` (the other fields then update it), or a new one. Year, make and model may be
 * left for the VIN to fill; without a VIN the make and model are required (Laravel's required_without).
 */
export const vehicleInputSchema = z
  .object({
    id: id('vehicle')
      .nullish()
      .transform((value) => value ?? null),
    vin,
    vinConfirmed: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    year: optionalInt('year', 1900, 2100),
    make: optionalText(100, 'make'),
    model: optionalText(100, 'model'),
    colour: optionalChoice(VEHICLE_COLOURS, 'colour'),
    fuelType: choice(FUEL_TYPES, 'fuel type')
      .nullish()
      .transform((value) => value ?? 'UNKNOWN'),
    transmission: choice(TRANSMISSIONS, 'transmission')
      .nullish()
      .transform((value) => value ?? 'UNKNOWN'),
    vehicleClass: optionalChoice(VEHICLE_CLASSES, 'vehicle class'),
    plate: optionalText(20, 'plate'),
    plateState: optionalText(20, 'plate state'),
    odometer: optionalInt('odometer', 0),
    keys: optionalInt('keys', 0),
  })
  .superRefine((vehicle, ctx) => {
    if (vehicle.id || vehicle.vin) return;
    for (const field of ['make', 'model'] as const)
      if (!vehicle[field]) ctx.addIssue({ code: 'custom', path: [field], message: `The ${field} field is required when there is no VIN.` });
  });

const POSTAL_CODES: Record<(typeof LOCATION_COUNTRIES)[number], [RegExp, string]> = {
  US: [/^\d{5}(-\d{4})?$/, 'The postal code must be a ZIP code (12345 or 12345-6789).'],
  CA: [/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, 'The postal code must be a Canadian postal code (A1A 1A1).'],
};

const coordinate = (field: string, limit: number) => {
  const message = `The ${field} must be between -${limit} and ${limit}.`;
  return z
    .number({ error: `The ${field} must be a number.` })
    .min(-limit, message)
    .max(limit, message)
    .nullish()
    .transform((value) => value ?? null);
};

export const locationInputSchema = z
  .object({
    name: required('name', 255),
    type: choice(LOCATION_TYPES, 'location type'),
    address1: required('address', 255),
    address2: optionalText(255, 'address line 2'),
    city: required('city', 100),
    county: optionalText(100, 'county'),
    stateProvince: required('state or province', 100),
    postalCode: required('postal code', 20).transform((value) => value.toUpperCase()),
    country: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : undefined),
      choice(LOCATION_COUNTRIES, 'country').default('US'),
    ),
    lat: coordinate('latitude', 90),
    lng: coordinate('longitude', 180),
    contactName: optionalText(255, 'contact name'),
    contactPhone: optionalText(40, 'contact phone'),
    hours: optionalText(255, 'hours'),
  })
  .superRefine((location, ctx) => {
    const [pattern, message] = POSTAL_CODES[location.country];
    if (!pattern.test(location.postalCode)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message });
    if ((location.lat === null) !== (location.lng === null))
      ctx.addIssue({
        code: 'custom',
        path: [location.lat === null ? 'lat' : 'lng'],
        message: 'Give both the latitude and the longitude, or neither.',
      });
  });

export type LocationRef = { locationId: string; index: null } | { locationId: null; index: number };

export const sameRef = (a: LocationRef, b: LocationRef): boolean => a.locationId === b.locationId && a.index === b.index;

/** A saved location by id, or one of the order's new locations by its index: exactly one of the two. */
const locationRef = (field: string) =>
  z
    .object(
      {
        locationId: id(field).nullish(),
        index: z.number().int().min(0, `The selected ${field} is invalid.`).nullish(),
      },
      { error: `The ${field} field is required.` },
    )
    .superRefine((ref, ctx) => {
      if ((ref.locationId == null) === (ref.index == null))
        ctx.addIssue({ code: 'custom', message: `The ${field} must be a saved location or one of the new locations.` });
    })
    .transform(
      (ref): LocationRef =>
        ref.locationId != null ? { locationId: ref.locationId, index: null } : { locationId: null, index: ref.index ?? 0 },
    );

/** A phone as people write it: digits with spaces, dots, dashes, brackets, a leading +, maybe an extension. */
export const isPhoneNumber = (value: string): boolean => {
  const match = /^\+?[0-9 ().-]+?(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i.exec(value.trim());
  if (!match) return false;
  const digits = value.replace(/(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
};

/**
 * Who hands the vehicle over or takes it on one leg: optional, but once any part is given the name and phone are
 * required (a driver calls them); an email is optional. All empty reads as no contact (null).
 */
const legContact = (field: 'pickup' | 'delivery') =>
  z
    .object({
      name: optionalText(255, `${field} contact name`),
      phone: optionalText(40, `${field} contact phone`),
      email: optionalText(255, `${field} contact email`),
    })
    .nullish()
    .superRefine((contact, ctx) => {
      if (!contact || (!contact.name && !contact.phone && !contact.email)) return;
      if (!contact.name) ctx.addIssue({ code: 'custom', path: ['name'], message: `The ${field} contact name is required.` });
      if (!contact.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: `The ${field} contact phone is required.` });
      else if (!isPhoneNumber(contact.phone))
        ctx.addIssue({
          code: 'custom',
          path: ['phone'],
          message: `The ${field} contact phone must be a phone number, like +1 404 555 0100.`,
        });
      if (contact.email && !z.email().safeParse(contact.email).success)
        ctx.addIssue({ code: 'custom', path: ['email'], message: `The ${field} contact email must be a valid email address.` });
    })
    .transform((contact) => (contact && (contact.name || contact.phone || contact.email) ? contact : null));

export type LegContact = { name: string | null; phone: string | null; email: string | null };

export const PAST_PICKUP_MESSAGE = "Pickup can't be in the past";

/**
 * A requested day: ASAP, or on, before or after a date. With `notBefore` (today in the tenant's time zone) a pickup
 * dated before it is refused: a new order or request can't be picked up yesterday.
 */
const requestedDate = (field: string, notBefore?: string) =>
  z
    .object({ mode: choice(DATE_MODES, `${field} mode`), date: isoDate(`${field} date`).nullish() })
    .superRefine((requested, ctx) => {
      if (requested.mode !== 'ASAP' && !requested.date)
        ctx.addIssue({ code: 'custom', path: ['date'], message: `The ${field} date is required unless it is ASAP.` });
      if (notBefore && requested.mode !== 'ASAP' && requested.date && requested.date < notBefore)
        ctx.addIssue({ code: 'custom', path: ['date'], message: PAST_PICKUP_MESSAGE });
    })
    .transform(({ mode, date }) => ({ mode, date: mode === 'ASAP' ? null : (date ?? null) }));

const legSchema = (today?: string) =>
  z
    .object({
      vehicleRef: z.number({ error: 'The vehicle field is required.' }).int().min(0, 'The selected vehicle is invalid.'),
      originRef: locationRef('origin'),
      destinationRef: locationRef('destination'),
      transportMethod: choice(TransportMethodValues, 'transport method'),
      requestedPickup: requestedDate('pickup', today),
      requestedDelivery: requestedDate('delivery'),
      notes: optionalText(2000, 'notes'),
      pickupContact: legContact('pickup'),
      deliveryContact: legContact('delivery'),
    })
    .superRefine((leg, ctx) => {
      if (sameRef(leg.originRef, leg.destinationRef))
        ctx.addIssue({ code: 'custom', path: ['destinationRef'], message: 'The destination must differ from the origin.' });
      const { requestedPickup: pickup, requestedDelivery: delivery } = leg;
      // Only "pick up on/after X" with "deliver on/before Y < X" is impossible; other mode pairs may overlap.
      const earliestPickup = pickup.mode === 'ON' || pickup.mode === 'AFTER';
      const latestDelivery = delivery.mode === 'ON' || delivery.mode === 'BEFORE';
      if (earliestPickup && latestDelivery && pickup.date && delivery.date && delivery.date < pickup.date)
        ctx.addIssue({
          code: 'custom',
          path: ['requestedDelivery', 'date'],
          message: 'The delivery date may not be before the pickup date.',
        });
    });

export const legInputSchema = legSchema();

/** GraphQL lists that may be omitted or null read as empty. */
const list = <T extends z.ZodType>(schema: z.ZodArray<T>) => schema.nullish().transform((value) => value ?? []);

const orderShape = (today?: string) => ({
  clientId: id('client'),
  customerId: id('customer')
    .nullish()
    .transform((value) => value ?? null),
  referenceNumbers: list(
    z.array(required('reference number', 50)).max(MAX_REFERENCE_NUMBERS, `No more than ${MAX_REFERENCE_NUMBERS} reference numbers.`),
  ),
  vehicles: z
    .array(vehicleInputSchema)
    .min(1, 'Add at least one vehicle.')
    .max(MAX_VEHICLES, `No more than ${MAX_VEHICLES} vehicles on one order.`),
  locations: list(z.array(locationInputSchema).max(100, 'No more than 100 new locations on one order.')),
  legs: z
    .array(today ? legSchema(today) : legInputSchema)
    .min(1, 'Add at least one leg.')
    .max(200, 'No more than 200 legs on one order.'),
  notes: z
    .object({ general: optionalText(5000, 'general note'), specialInstructions: optionalText(5000, 'special instructions') })
    .nullish()
    .transform((notes) => notes ?? { general: null, specialInstructions: null }),
});

type LegsOf = { vehicles: unknown[]; locations: unknown[]; legs: z.output<typeof legInputSchema>[] };

/** References must point at the order's own vehicles and new locations; each vehicle's legs must chain. */
const checkLegs = ({ vehicles, locations, legs }: LegsOf, ctx: z.RefinementCtx) => {
  const lastLeg = new Map<number, z.output<typeof legInputSchema>>();
  legs.forEach((leg, index) => {
    if (leg.vehicleRef >= vehicles.length)
      ctx.addIssue({ code: 'custom', path: ['legs', index, 'vehicleRef'], message: 'The selected vehicle is invalid.' });
    for (const [field, ref] of [
      ['originRef', leg.originRef],
      ['destinationRef', leg.destinationRef],
    ] as const)
      if (ref.index !== null && ref.index >= locations.length)
        ctx.addIssue({ code: 'custom', path: ['legs', index, field], message: 'The selected location is invalid.' });
    const previous = lastLeg.get(leg.vehicleRef);
    if (previous && !sameRef(previous.destinationRef, leg.originRef))
      ctx.addIssue({
        code: 'custom',
        path: ['legs', index, 'originRef'],
        message: 'Must start where the previous leg of this vehicle ends.',
      });
    lastLeg.set(leg.vehicleRef, leg);
  });
};

const orderSchema = (today?: string) =>
  z.object({ ...orderShape(today), tagIds: list(z.array(id('tag')).max(50, 'No more than 50 tags.')) }).superRefine(checkLegs);

export const orderInputSchema = orderSchema();

/** What the quote asks for; the amounts come from the tenant's billing items when it is priced. */
export const quoteExtrasSchema = z.object({
  storageDays: optionalInt('storage days', 0, 3650),
  tagAndTitle: z
    .boolean({ error: 'The tag and title field must be true or false.' })
    .nullish()
    .transform((value) => value ?? false),
  firstServiceCharge: z
    .boolean({ error: 'The first service charge field must be true or false.' })
    .nullish()
    .transform((value) => value ?? false),
  discountPercent: z
    .number({ error: 'The discount must be a number.' })
    .min(0, 'The discount must be between 0 and 100.')
    .max(100, 'The discount must be between 0 and 100.')
    .nullish()
    .transform((value) => value ?? null),
});

/** An order's input plus how long the price holds (the server's default when absent) and the extras. */
const quoteSchema = (today?: string) =>
  z
    .object({
      ...orderShape(today),
      validUntil: isoDate('valid until')
        .nullish()
        .transform((value) => value ?? null),
      extras: quoteExtrasSchema
        .nullish()
        .transform((extras) => extras ?? { storageDays: null, tagAndTitle: false, firstServiceCharge: false, discountPercent: null }),
    })
    .superRefine(checkLegs);

export const quoteInputSchema = quoteSchema();

/**
 * The schemas of a day, built once: building them takes tens of milliseconds, and a spreadsheet import parses
 * every row with them (server/imports). A few days are kept (tenants in other time zones may be a day apart).
 */
const schemasByDay = new Map<
  string,
  { leg: ReturnType<typeof legSchema>; order: ReturnType<typeof orderSchema>; quote: ReturnType<typeof quoteSchema> }
>();

/** Parsed values (defaults applied), what the server works with. */
export type VehicleInput = z.output<typeof vehicleInputSchema>;
export type LocationInput = z.output<typeof locationInputSchema>;
export type LegInput = z.output<typeof legInputSchema>;
export type OrderInput = z.output<typeof orderInputSchema>;
export type QuoteInput = z.output<typeof quoteInputSchema>;
export type QuoteExtrasInput = z.output<typeof quoteExtrasSchema>;
/** Aliases for modules that import these beside the generated GraphQL input types of the same names. */
export type OrderInputValues = OrderInput;
export type QuoteInputValues = QuoteInput;
/** What a form holds before parsing. */
export type OrderFormValues = z.input<typeof orderInputSchema>;
export type QuoteFormValues = z.input<typeof quoteInputSchema>;

/**
 * The schemas of a new order or request on `today` (YYYY-MM-DD in the tenant's time zone, `todayIn`): the same
 * rules plus no pickup before today. The forms check with them and the server parses new orders and portal
 * requests with them; a stored request (a quote converted later) is read with the plain ones.
 */
export const newRequestSchemas = (today: string) => {
  let schemas = schemasByDay.get(today);
  if (!schemas) {
    if (schemasByDay.size >= 4) schemasByDay.clear();
    schemas = { leg: legSchema(today), order: orderSchema(today), quote: quoteSchema(today) };
    schemasByDay.set(today, schemas);
  }
  return schemas;
};
