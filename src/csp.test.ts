import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

describe('csp.ts, run before the app', () => {
  it('hands the shell’s style nonce to goober and turns off zod’s eval probe', async () => {
    const meta = { nonce: 'abc123==' };
    vi.stubGlobal('document', { querySelector: (selector: string) => (selector === 'meta[property="csp-nonce"]' ? meta : null) });
    vi.stubGlobal('window', {});
    await import('./csp');
    expect(window.__nonce__).toBe('abc123==');
    const z = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Under jitless zod never calls `new Function`, the call the policy refuses.
    expect(z.core.util.allowsEval.value).toBe(false);
  });
});
