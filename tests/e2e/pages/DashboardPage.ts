import type { Locator, Page } from '@playwright/test';

/** /dashboard: who you are, the current tenant with its units, unread notifications, your areas. */
export class DashboardPage {
  readonly you: Locator;
  readonly tenant: Locator;
  readonly editAccount: Locator;

  constructor(readonly page: Page) {
    this.you = page.getByRole('region', { name: 'You', exact: true });
    this.tenant = page.getByRole('region', { name: /^Tenant/ });
    this.editAccount = page.getByRole('link', { name: 'Edit your account' });
  }

  async goto(query = '') {
    await this.page.goto(`/dashboard${query}`);
  }

  tenantNamed(name: string): Locator {
    return this.page.getByRole('region', { name: `Tenant: ${name}`, exact: true });
  }

  /** Staff widgets: a bar of the legs-by-status chart, named "On hold: 3 legs". */
  legStatusBar(status: string): Locator {
    return this.page.getByRole('list', { name: 'Legs by status' }).getByRole('link', { name: new RegExp(`^${status}: [\\d,]+ legs?$`) });
  }

  /** Staff widgets: a count tile of the Today panel ("Pickups today", "Unacknowledged legs"). */
  workTile(label: string): Locator {
    return this.page.getByRole('region', { name: 'Today', exact: true }).getByRole('link', { name: new RegExp(`${label}$`) });
  }
}
