import { headerKey } from '../../src/domain/csv';

/** A column an import reads: its label (the template's header), whether a row needs it, and headers it also answers to. */
export type ImportField = { key: ImportFieldKey; label: string; required: boolean; aliases: readonly string[] };

export const IMPORT_FIELD_KEYS = [
  'CLIENT',
  'REFERENCE',
  'VIN',
  'YEAR',
  'MAKE',
  'MODEL',
  'PICKUP_NAME',
  'PICKUP_ADDRESS',
  'PICKUP_CITY',
  'PICKUP_STATE',
  'PICKUP_POSTAL_CODE',
  'PICKUP_DATE',
  'DELIVERY_NAME',
  'DELIVERY_ADDRESS',
  'DELIVERY_CITY',
  'DELIVERY_STATE',
  'DELIVERY_POSTAL_CODE',
  'DELIVERY_DATE',
  'TRANSPORT_METHOD',
  'NOTES',
] as const;
export type ImportFieldKey = (typeof IMPORT_FIELD_KEYS)[number];

const field = (key: ImportFieldKey, label: string, required: boolean, ...aliases: string[]): ImportField => ({
  key,
  label,
  required,
  aliases,
});

/** One order a row: one vehicle moved from the pickup to the delivery place. */
export const IMPORT_FIELDS: readonly ImportField[] = [
  field('CLIENT', 'Client', false, 'Client code', 'Client name', 'Customer', 'Account'),
  field('REFERENCE', 'Client reference', true, 'Reference', 'Ref', 'PO', 'PO number', 'Order reference', 'Stock number'),
  field('VIN', 'VIN', false, 'Vehicle VIN', 'Serial'),
  field('YEAR', 'Year', false, 'Model year'),
  field('MAKE', 'Make', false),
  field('MODEL', 'Model', false),
  field('PICKUP_NAME', 'Pickup name', true, 'Origin', 'Origin name', 'From'),
  field('PICKUP_ADDRESS', 'Pickup address', true, 'Origin address', 'From address'),
  field('PICKUP_CITY', 'Pickup city', true, 'Origin city', 'From city'),
  field('PICKUP_STATE', 'Pickup state', true, 'Origin state', 'From state', 'Pickup province'),
  field('PICKUP_POSTAL_CODE', 'Pickup postal code', true, 'Pickup ZIP', 'Origin ZIP', 'Origin postal code', 'From ZIP'),
  field('PICKUP_DATE', 'Pickup date', false, 'Pickup', 'Ready date'),
  field('DELIVERY_NAME', 'Delivery name', true, 'Destination', 'Destination name', 'To'),
  field('DELIVERY_ADDRESS', 'Delivery address', true, 'Destination address', 'To address'),
  field('DELIVERY_CITY', 'Delivery city', true, 'Destination city', 'To city'),
  field('DELIVERY_STATE', 'Delivery state', true, 'Destination state', 'To state', 'Delivery province'),
  field('DELIVERY_POSTAL_CODE', 'Delivery postal code', true, 'Delivery ZIP', 'Destination ZIP', 'Destination postal code', 'To ZIP'),
  field('DELIVERY_DATE', 'Delivery date', false, 'Delivery', 'Due date'),
  field('TRANSPORT_METHOD', 'Transport method', false, 'Method', 'Service'),
  field('NOTES', 'Notes', false, 'Instructions', 'Special instructions', 'Comments'),
];

export const FIELD_BY_KEY = new Map(IMPORT_FIELDS.map((f) => [f.key, f]));

/** Which header each field reads (by header text): the cells of a row are looked up through it. */
export type ImportMapping = Partial<Record<ImportFieldKey, string>>;

/**
 * The mapping for a file's headers: the remembered one where its headers are still in the file, else a header that
 * matches the field's label or one of its aliases (case, spaces and punctuation aside).
 */
export const suggestMapping = (headers: readonly string[], remembered: ImportMapping | null): ImportMapping => {
  const byKey = new Map(headers.map((header) => [headerKey(header), header]));
  const present = new Set(headers);
  const mapping: ImportMapping = {};
  for (const f of IMPORT_FIELDS) {
    const kept = remembered?.[f.key];
    const match = kept && present.has(kept) ? kept : [f.label, f.key, ...f.aliases].map((name) => byKey.get(headerKey(name))).find(Boolean);
    if (match) mapping[f.key] = match;
  }
  return mapping;
};

/** A mapping as stored or sent: known fields naming headers of the file; anything else is dropped. */
export const cleanMapping = (value: unknown, headers: readonly string[]): ImportMapping => {
  const mapping: ImportMapping = {};
  if (!value || typeof value !== 'object') return mapping;
  const present = new Set(headers);
  for (const [key, header] of Object.entries(value))
    if (FIELD_BY_KEY.has(key as ImportFieldKey) && typeof header === 'string' && present.has(header))
      mapping[key as ImportFieldKey] = header;
  return mapping;
};
