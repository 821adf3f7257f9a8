import { describe, expect, it } from 'vitest';
import { algoliaHosts, contentSecurityPolicy, createNonce } from './csp';

const directives = (policy: string): Record<string, string> =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));

describe('contentSecurityPolicy', () => {
  it('allows our own scripts only, the nonce for styles, and no framing, plugins, base or foreign forms', () => {
    expect(directives(contentSecurityPolicy({ appUrl: 'http://localhost:3000' })('abc123=='))).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'nonce-abc123=='",
      'img-src': "'self' blob:",
      'connect-src': "'self' ws://localhost:3000",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
  });

  it('names the secure WebSocket origin of an https APP_URL, without its path', () => {
    const policy = contentSecurityPolicy({ appUrl: 'https://legwork.example.com/app' })('n');
    expect(directives(policy)['connect-src']).toBe("'self' wss://legwork.example.com");
  });

  it('adds the search hosts only when an Algolia app id is configured', () => {
    expect(directives(contentSecurityPolicy({ algoliaAppId: null })('n'))['connect-src']).toBe("'self'");
    expect(directives(contentSecurityPolicy({ algoliaAppId: 'LATENCY' })('n'))['connect-src']).toBe(
      "'self' https://LATENCY-dsn.algolia.net https://LATENCY.algolia.net https://LATENCY-1.algolianet.com https://LATENCY-2.algolianet.com https://LATENCY-3.algolianet.com",
    );
    expect(algoliaHosts('X1')).toHaveLength(5);
  });

  it('refuses an app id that would break out of the header', () => {
    expect(() => contentSecurityPolicy({ algoliaAppId: "X; script-src 'unsafe-inline'" })).toThrow(/ALGOLIA_APP_ID/);
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
