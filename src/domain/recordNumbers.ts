/**
 * The human numbers people read, say and paste: orders O-100191, their legs O-100191-2 (the order's number and the
 * leg's position), quotes Q-100007, storage records SR-100003, tag-and-title packets TT-100002 (server/db/counters.ts makes them; unique per tenant). Shared by the route table,
 * which lets a record page's address carry one, and by the server's by-number lookups.
 */

export type NumberedKind = 'order' | 'leg' | 'quote' | 'storageRecord' | 'tntPacket';

// Up to 15 digits: every number a counter can reach, and nothing that would not fit the text a person pastes.
const PATTERNS: Record<NumberedKind, RegExp> = {
  order: /^O-\d{1,15}$/,
  leg: /^O-\d{1,15}-\d{1,4}$/,
  quote: /^Q-\d{1,15}$/,
  storageRecord: /^SR-\d{1,15}$/,
  tntPacket: /^TT-\d{1,15}$/,
};

/** What was pasted, as stored: surrounding spaces dropped, letters upper case ("o-100191 " → "O-100191"). */
const normalized = (text: string): string => text.trim().toUpperCase();

/** The stored form of a record number of this kind, or null when the text is not one (never throws). */
export const parseRecordNumber = (kind: NumberedKind, text: unknown): string | null => {
  if (typeof text !== 'string' || text.length > 40) return null;
  const value = normalized(text);
  return PATTERNS[kind].test(value) ? value : null;
};

/** Which kind of record a number names, or null when it names none. */
export const numberedKindOf = (text: unknown): NumberedKind | null =>
  (Object.keys(PATTERNS) as NumberedKind[]).find((kind) => parseRecordNumber(kind, text) !== null) ?? null;
