/**
 * Content-Security-Policy checks for browser tests: the violations a page meets across all its navigations, and
 * the policy of an HTML document as directives.
 */
import { expect, type Page } from '@playwright/test';

/** A document response, from a navigation or from `page.request`. */
type DocumentResponse = { headers(): Record<string, string>; url(): string } | null;

declare global {
  interface Window {
    reportCspViolation?: (text: string) => Promise<void>;
  }
}

/**
 * Starts recording before the first navigation: an init script (which the policy does not govern) forwards every
 * `securitypolicyviolation` event to the test, and Chromium's console messages about the policy are kept too.
 */
export const recordCspViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      void window.reportCspViolation?.(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || '(no URI)'}${where}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  return violations;
};

/** The policy of a document response as { directive: sources }, e.g. { 'script-src': "'self'" }. */
export const policyOf = (response: DocumentResponse): Record<string, string> => {
  const header = response?.headers()['content-security-policy'];
  expect(header, `a Content-Security-Policy header on ${response?.url()}`).toBeTruthy();
  return Object.fromEntries(
    (header ?? '').split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(' ')];
    }),
  );
};

/** The strict part of the policy every HTML document carries: scripts from our files only, nothing inline. */
export const expectStrictPolicy = (response: DocumentResponse) => {
  const policy = policyOf(response);
  expect(policy, `the policy of ${response?.url()}`).toMatchObject({
    'default-src': "'self'",
    'script-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });
  expect(policy['style-src']).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]+={0,2}'$/);
  expect(policy['connect-src']).toMatch(/^'self'( |$)/);
};
