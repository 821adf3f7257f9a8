/** A counter shows once the text reaches this share of its limit (short limits, a year or a plate, only when over). */
const NEAR_SHARE = 0.8;
const COUNTED_FROM = 50;

export type LimitNote = { text: string; over: boolean };

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What a limited text field says of its length: nothing while far from the limit, "4,100 of 5,000 characters" near
 * it, and how much is too much past it (the field refuses rather than cuts: the browser's maxLength silently drops
 * the end of a paste).
 */
export const limitNote = (length: number, limit: number): LimitNote | null => {
  if (length > limit) {
    const over = length - limit;
    return { text: `${count(over)} ${over === 1 ? 'character' : 'characters'} over the limit of ${count(limit)}.`, over: true };
  }
  if (limit >= COUNTED_FROM && length >= limit * NEAR_SHARE)
    return { text: `${count(length)} of ${count(limit)} characters.`, over: false };
  return null;
};
