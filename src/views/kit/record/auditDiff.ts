/** The fields an audit row changed, before → after, for the activity log. */

export type FieldChange = { field: string; before: unknown; after: unknown };

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Every key of before or after whose value differs, in the order the row lists them. */
export const changedFields = (before: unknown, after: unknown): FieldChange[] => {
  const old = asRecord(before);
  const next = asRecord(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return keys.filter((field) => !same(old[field], next[field])).map((field) => ({ field, before: old[field], after: next[field] }));
};

/** A changed value as text: "—" for nothing, yes/no, lists joined, objects as compact JSON. */
export const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(valueText).join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};
