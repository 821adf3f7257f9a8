import type * as z from 'zod';
import { isCalendarDay } from '../../src/domain/dates';
import { newRequestSchemas, type OrderFormValues, type OrderInputValues } from '../../src/domain/schemas/orders';
import { TransportMethodValues } from '../../src/generated/enums/TransportMethod';
import { FIELD_BY_KEY, type ImportFieldKey, type ImportMapping } from './imports.fields';

/** A row's cells by field, through the mapping (a field the mapping leaves out reads as blank). */
export type RowReader = (key: ImportFieldKey) => string;

export const rowReader = (headers: readonly string[], mapping: ImportMapping, cells: readonly string[]): RowReader => {
  const column = new Map(Object.entries(mapping).map(([key, header]) => [key, headers.indexOf(header as string)]));
  return (key) => {
    const index = column.get(key);
    return index === undefined || index < 0 ? '' : (cells[index] ?? '').trim();
  };
};

/** A day as sheets write it: 2027-03-04, 3/4/2027 (month first, as in the US) or 2027/03/04; null when it is none. */
export const importDay = (text: string): string | null => {
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : null;
  if (!parts) return null;
  const [year, month, day] = parts;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(value) ? value : null;
};

const CANADIAN_POSTAL = /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i;

const place = (read: RowReader, end: 'PICKUP' | 'DELIVERY') => {
  const postalCode = read(`${end}_POSTAL_CODE`);
  return {
    name: read(`${end}_NAME`),
    type: 'COMMERCIAL' as const,
    address1: read(`${end}_ADDRESS`),
    city: read(`${end}_CITY`),
    stateProvince: read(`${end}_STATE`),
    postalCode,
    country: CANADIAN_POSTAL.test(postalCode) ? 'CA' : 'US',
  };
};

const requested = (text: string) => {
  const date = importDay(text);
  return text === '' ? { mode: 'ASAP' as const, date: null } : { mode: 'ON' as const, date: date ?? text };
};

const transportMethod = (text: string) => {
  const method = text.toUpperCase().replace(/[^A-Z]+/g, '_');
  return text === '' ? 'DRIVEN' : (TransportMethodValues as readonly string[]).includes(method) ? method : text;
};

/** The order one row asks for: one vehicle, one leg from a new pickup place to a new delivery place. */
export const rowOrderInput = (read: RowReader, clientId: string): OrderFormValues => {
  const year = read('YEAR');
  const notes = read('NOTES');
  return {
    clientId,
    customerId: null,
    referenceNumbers: [read('REFERENCE')],
    vehicles: [
      {
        vin: read('VIN') || null,
        year: year === '' ? null : Number(year),
        make: read('MAKE') || null,
        model: read('MODEL') || null,
      },
    ],
    locations: [place(read, 'PICKUP'), place(read, 'DELIVERY')],
    legs: [
      {
        vehicleRef: 0,
        originRef: { index: 0 },
        destinationRef: { index: 1 },
        transportMethod: transportMethod(read('TRANSPORT_METHOD')) as OrderFormValues['legs'][number]['transportMethod'],
        requestedPickup: requested(read('PICKUP_DATE')),
        requestedDelivery: requested(read('DELIVERY_DATE')),
      },
    ],
    notes: { general: null, specialInstructions: notes || null },
    tagIds: [],
  };
};

/** The column a schema path of the order input comes from. */
const PATH_FIELDS: [RegExp, ImportFieldKey][] = [
  [/^clientId/, 'CLIENT'],
  [/^referenceNumbers/, 'REFERENCE'],
  [/^vehicles\.0\.vin/, 'VIN'],
  [/^vehicles\.0\.year/, 'YEAR'],
  [/^vehicles\.0\.make/, 'MAKE'],
  [/^vehicles\.0\.model/, 'MODEL'],
  [/^locations\.0\.name/, 'PICKUP_NAME'],
  [/^locations\.0\.address1/, 'PICKUP_ADDRESS'],
  [/^locations\.0\.city/, 'PICKUP_CITY'],
  [/^locations\.0\.stateProvince/, 'PICKUP_STATE'],
  [/^locations\.0\.postalCode/, 'PICKUP_POSTAL_CODE'],
  [/^locations\.1\.name/, 'DELIVERY_NAME'],
  [/^locations\.1\.address1/, 'DELIVERY_ADDRESS'],
  [/^locations\.1\.city/, 'DELIVERY_CITY'],
  [/^locations\.1\.stateProvince/, 'DELIVERY_STATE'],
  [/^locations\.1\.postalCode/, 'DELIVERY_POSTAL_CODE'],
  [/^legs\.0\.requestedPickup/, 'PICKUP_DATE'],
  [/^legs\.0\.requestedDelivery/, 'DELIVERY_DATE'],
  [/^legs\.0\.transportMethod/, 'TRANSPORT_METHOD'],
  [/^notes/, 'NOTES'],
];

/** A message under the column it is about ("VIN: …"), so the error file reads against the user's own sheet. */
export const columnMessage = (path: string, message: string): string => {
  const key = PATH_FIELDS.find(([pattern]) => pattern.test(path.replace(/^input\./, '')))?.[1];
  return key ? `${FIELD_BY_KEY.get(key)?.label}: ${message}` : message;
};

export const issueMessages = (error: z.ZodError): string[] =>
  error.issues.map((issue) => columnMessage(issue.path.join('.'), issue.message));

/** The order form's own rules on `today` (no pickup in the past): the parsed input, or the row's messages. */
export const parseRowOrder = (
  input: OrderFormValues,
  today: string,
): { ok: true; value: OrderInputValues } | { ok: false; messages: string[] } => {
  const result = newRequestSchemas(today).order.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, messages: issueMessages(result.error) };
};
