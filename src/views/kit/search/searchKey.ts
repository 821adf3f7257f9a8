/** Renew this long before the key's validUntil: a search in flight never carries a lapsed key, and a clock a few minutes off is covered. */
export const RENEW_MARGIN_MS = 5 * 60_000;
/** setTimeout's longest delay (a signed 32-bit count of milliseconds); a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;
/** The hex HMAC-SHA256 that leads a secured key's decoded text (algoliasearch's generateSecuredApiKey). */
const HMAC_HEX_LENGTH = 64;

/**
 * The validUntil (unix seconds) of a secured API key: base64 of the hex HMAC, then the restriction query string.
 * Null when the key carries none (a plain search-only key never lapses) or is not a secured key.
 */
export const keyValidUntil = (key: string): number | null => {
  let decoded: string;
  try {
    decoded = atob(key);
  } catch {
    return null;
  }
  const until = Number(new URLSearchParams(decoded.slice(HMAC_HEX_LENGTH)).get('validUntil'));
  return Number.isFinite(until) && until > 0 ? until : null;
};

/** How long from now (ms) until the key must be renewed: 0 when already due, null when it never lapses. */
export const renewDelayMs = (key: string, nowMs: number): number | null => {
  const until = keyValidUntil(key);
  if (until === null) return null;
  return Math.min(MAX_TIMER_MS, Math.max(0, until * 1000 - RENEW_MARGIN_MS - nowMs));
};

/** Calls `renew` once the key is due (at once when it already is); the returned function cancels it. */
export const scheduleRenewal = (key: string, renew: () => void, now: () => number = Date.now): (() => void) => {
  const delay = renewDelayMs(key, now());
  if (delay === null) return () => undefined;
  const timer = setTimeout(renew, delay);
  return () => clearTimeout(timer);
};
