/**
 * What the browser side of the Content-Security-Policy (server/http/csp.ts) needs before anything else runs;
 * main.tsx imports this first.
 * - goober (react-hot-toast's styles) writes one <style> and stamps it with `window.__nonce__`: the policy allows an
 *   inline style only with the response's nonce (the server stamps the shell's and the route's rules it inlines,
 *   server/http/static.ts). The server hands over the nonce in `<meta property="csp-nonce">`, whose `nonce`
 *   property (not its attribute, which the browser blanks) holds it.
 * - zod probes for `new Function` on its first object parse; the policy refuses it and Chromium reports a
 *   violation although zod catches the error. `jitless` skips the probe. zod keeps its settings in
 *   `globalThis.__zod_globalConfig` (zod/v4/core/core.js), which lets us set it without importing zod here:
 *   `z.config()` would pull ~20 KB of zod into the first load (csp.test.ts checks zod still reads it).
 */
declare global {
  interface Window {
    __nonce__?: string;
  }
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) window.__nonce__ = nonce;

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
