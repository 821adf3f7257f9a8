import type { Locator, Page } from '@playwright/test';

/**
 * The not-found view: heading "Page Not Found", and what was not found: "Page not found: {path}" (unknown route),
 * "Page Not Found: {path}" (invalid parameter) or the record page's own words.
 */
export class StatusPage {
  readonly heading: Locator;
  readonly homeLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.homeLink = page.getByRole('link', { name: 'Go to the home page' });
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
