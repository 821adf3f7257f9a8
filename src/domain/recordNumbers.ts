/**
 * The human numbers people read, say and paste: a prefix and a counter (O-100191, Q-100007, SR-100003), or a parent's
 * number and a position (a leg, O-100191-2). Each numbered kind declares its format with `recordNumberFormat`; an
 * area's manifest (server/<area>/<area>.area.ts) lists its kinds with their counters and tables, and
 * server/db/counters.ts makes them (unique per tenant).
 *
 * The formats below are the ones the SPA opens a record page by (the route table's `numbered`, the staff and portal
 * lookups): they are shared with the views, so they live here rather than in a server manifest.
 */

export type RecordNumberFormat<K extends string = string> = {
  /** The kind's name (`order`, `storageRecord`): how the route table and the lookups name it. */
  readonly kind: K;
  readonly prefix: string;
  readonly pattern: RegExp;
};

/**
 * A kind's format: `PREFIX-digits`, or with `position` the parent's number and the record's place under it
 * (`O-100191-2`). Up to 15 digits: every number a counter can reach, and nothing that would not fit the text a
 * person pastes.
 */
export const recordNumberFormat = <K extends string>(kind: K, prefix: string, { position = false } = {}): RecordNumberFormat<K> => ({
  kind,
  prefix,
  pattern: new RegExp(`^${prefix}-\\d{1,15}${position ? '-\\d{1,4}' : ''}$`),
});

export const ORDER_NUMBER = recordNumberFormat('order', 'O');
export const LEG_NUMBER = recordNumberFormat('leg', 'O', { position: true });
export const QUOTE_NUMBER = recordNumberFormat('quote', 'Q');

/** The kinds a record page's address may carry instead of its id. */
const ADDRESSED = [ORDER_NUMBER, LEG_NUMBER, QUOTE_NUMBER] as const;

export type NumberedKind = (typeof ADDRESSED)[number]['kind'];

/** What was pasted, as stored: surrounding spaces dropped, letters upper case ("o-100191 " → "O-100191"). */
const normalized = (text: string): string => text.trim().toUpperCase();

const formatOf = (kind: NumberedKind | RecordNumberFormat): RecordNumberFormat =>
  typeof kind === 'string' ? (ADDRESSED.find((format) => format.kind === kind) as RecordNumberFormat) : kind;

/** The stored form of a record number of this kind (or format), or null when the text is not one (never throws). */
export const parseRecordNumber = (kind: NumberedKind | RecordNumberFormat, text: unknown): string | null => {
  if (typeof text !== 'string' || text.length > 40) return null;
  const value = normalized(text);
  return formatOf(kind).pattern.test(value) ? value : null;
};

/** Which addressable kind a number names, or null when it names none. */
export const numberedKindOf = (text: unknown): NumberedKind | null =>
  ADDRESSED.find((format) => parseRecordNumber(format, text) !== null)?.kind ?? null;
