import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** axe-core's WCAG 2.1 A/AA rules on a page once its main content has rendered: no violations allowed. */
const violationsOf = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const PUBLIC_PAGES: [string, RegExp][] = [
  ['/login', /Sign in|Log in/i],
  ['/register', /Register|Create/i],
  ['/forgot-password', /password/i],
  ['/contact', /Contact/i],
  ['/', /.+/],
  ['/no-such-page', /Page not found/i],
];

for (const [path, heading] of PUBLIC_PAGES) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
}

test.describe('signed in as admin', () => {
  test.use({ signedInAs: 'admin' });
  for (const path of ['/dashboard', '/account', '/orders']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /Notifications/ })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }
});

test.describe('signed in as client', () => {
  test.use({ signedInAs: 'client' });
  for (const path of [
    '/portal',
    '/portal/account',
    '/portal/orders',
    '/portal/quotes',
    '/portal/search?q=Northwind',
    '/portal/orders/create',
    '/portal/quotes/create',
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }
});
