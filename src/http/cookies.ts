/** The cookies the SPA reads: the anti-forgery token it echoes, the tenant it last chose and the bearer token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const TENANT_COOKIE = 'tenant';
export const TOKEN_COOKIE = 'apollo:default.token';

export const readCookie = (name: string): string | null => {
  if (typeof document === 'undefined') return null;
  // `apollo:default.token` may be stored raw or percent-encoded, depending on who wrote it.
  const prefixes = [`${name}=`, `${encodeURIComponent(name)}=`];
  const parts = document.cookie.split('; ');
  for (const prefix of prefixes) {
    const found = parts.find((part) => part.startsWith(prefix));
    if (found === undefined) continue;
    const raw = found.slice(prefix.length);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
};

/** Writes (or, with null, removes) a cookie for the whole site, SameSite=Lax, Secure on https. */
export const writeCookie = (name: string, value: string | null, maxAgeSeconds = 604_800): void => {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const age = value === null ? 0 : maxAgeSeconds;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari 16
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value ?? '')}; Path=/; Max-Age=${age}; SameSite=Lax${secure}`;
};
