import crypto from 'node:crypto';

export type CspOptions = {
  /** APP_URL: its WebSocket origin (ws: or wss:) is named in connect-src for graphql-ws. */
  appUrl?: string;
  /** ALGOLIA_APP_ID: when set, the search client's hosts join connect-src. */
  algoliaAppId?: string | null;
};

/** What algoliasearch v5 contacts for one application: the read host, the write host and its three fallbacks. */
export const algoliaHosts = (appId: string): string[] => [
  `https://${appId}-dsn.algolia.net`,
  `https://${appId}.algolia.net`,
  ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
];

const websocketOrigin = (appUrl: string): string => {
  const url = new URL(appUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
};

/** A fresh nonce per HTML response: 128 random bits, base64 as CSP's nonce-source grammar allows. */
export const createNonce = (): string => crypto.randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy of every HTML document (docs/decisions.md). Scripts come only from our own files;
 * the single inline style allowed is goober's <style> (react-hot-toast), stamped with the response's nonce.
 * Checked once when the server starts, so a malformed APP_URL or app id fails the start, not every page.
 */
export const contentSecurityPolicy = ({ appUrl, algoliaAppId }: CspOptions = {}): ((nonce: string) => string) => {
  if (algoliaAppId && !/^[A-Za-z0-9]+$/.test(algoliaAppId)) throw new Error(`ALGOLIA_APP_ID is not an application id: ${algoliaAppId}`);
  const connect = ["'self'", ...(appUrl ? [websocketOrigin(appUrl)] : []), ...(algoliaAppId ? algoliaHosts(algoliaAppId) : [])];
  return (nonce) =>
    [
      "default-src 'self'",
      "script-src 'self'",
      `style-src 'self' 'nonce-${nonce}'`,
      // blob: for the avatar preview (URL.createObjectURL of the chosen file).
      "img-src 'self' blob:",
      `connect-src ${connect.join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
};
