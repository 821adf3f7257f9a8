import crypto from 'node:crypto';
import type { Config } from '../config';

/**
 * The search keys: Algolia secured API keys (base64 of the hex HMAC-SHA256 of the restriction query string, then that
 * string), minted byte for byte as the algoliasearch client's generateSecuredApiKey (@algolia/client-search: sorted
 * keys, serializeQueryParameters; search.keys.test.ts compares the two) from the parent key, and checked here by the
 * embedded endpoint. Hosted, the parent is the search-only key (ALGOLIA_SEARCH_KEY) and Algolia checks the keys;
 * embedded, it is a server secret derived from the session secret that never leaves the server.
 */

/** The application id the embedded endpoint answers to (a hosted one is ALGOLIA_APP_ID). */
export const EMBEDDED_APP_ID = 'LEGWORK';

/** How long a key lasts; the views renew it before it lapses (Query.searchConfig, User.searchKey). */
export const SEARCH_KEY_SECONDS = 60 * 60;

export const isHosted = (config: Config): boolean => Boolean(config.algolia.appId && config.algolia.searchKey && config.algolia.adminKey);

export const searchAppId = (config: Config): string => (isHosted(config) ? (config.algolia.appId as string) : EMBEDDED_APP_ID);

const parentKey = (config: Config): string =>
  isHosted(config)
    ? (config.algolia.searchKey as string)
    : crypto.createHmac('sha256', config.sessionSecret).update('legwork:search:parent-key').digest('hex');

export type KeyRestrictions = { filters: string; restrictIndices: readonly string[]; userToken: string; validUntil: number };

/** @algolia/client-common's serializeQueryParameters: sorted keys, arrays joined by commas, `%20` for spaces. */
const serialize = (parameters: Record<string, string | number | readonly string[]>): string =>
  Object.keys(parameters)
    .sort()
    .map((key) => {
      const value = parameters[key];
      return `${key}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value)).replace(/\+/g, '%20')}`;
    })
    .join('&');

export const mintSearchKey = (config: Config, restrictions: KeyRestrictions): string => {
  const query = serialize(restrictions);
  const signature = crypto.createHmac('sha256', parentKey(config)).update(query).digest('hex');
  return Buffer.from(signature + query).toString('base64');
};

/** A key's restrictions once its HMAC checked out; `null` is a forged or malformed key. */
export type VerifiedKey = { filters: string; restrictIndices: string[]; userToken: string; validUntil: number };

/**
 * Checks the HMAC against the raw restriction string exactly as it came (the same bytes were signed), in constant
 * time, and reads the restrictions out of it. Expiry and indices are the caller's to check (each has its message).
 */
export const verifySearchKey = (config: Config, key: string): VerifiedKey | null => {
  if (!/^[A-Za-z0-9+/=]{80,4096}$/.test(key)) return null;
  const decoded = Buffer.from(key, 'base64').toString('utf8');
  const signature = decoded.slice(0, 64);
  const restriction = decoded.slice(64);
  if (!/^[0-9a-f]{64}$/.test(signature)) return null;
  const expected = crypto.createHmac('sha256', parentKey(config)).update(restriction).digest();
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  const params = new URLSearchParams(restriction);
  const validUntil = Number(params.get('validUntil'));
  const filters = params.get('filters');
  const userToken = params.get('userToken');
  const indices = params.get('restrictIndices');
  if (!Number.isInteger(validUntil) || !filters || !userToken || !indices) return null;
  return { filters, restrictIndices: indices.split(','), userToken, validUntil };
};
