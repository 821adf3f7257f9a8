import type { Locator, Page } from '@playwright/test';

/** The 404 views: "Page not found: {path}" (unknown route) and "Page Not Found: {path}" (invalid parameter). */
export class StatusPage {
  readonly heading: Locator;
  readonly homeLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.homeLink = page.getByRole('link', { name: 'Go to the home page' });
  }
}
