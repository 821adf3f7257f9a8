import type { Locator, Page } from '@playwright/test';

/** /orders/:id and its tabs: header with state and actions, the legs table, notes, tabs. */
export class OrderPage {
  readonly header: Locator;
  readonly actions: Locator;
  readonly tabs: Locator;
  readonly legs: Locator;
  readonly vehicles: Locator;
  readonly notes: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('region', { name: /^Order / });
    this.actions = page.getByRole('group', { name: 'Order actions' });
    this.tabs = page.getByRole('navigation', { name: /^Order / });
    this.legs = page.getByRole('region', { name: 'Legs' }).getByRole('table');
    this.vehicles = page.getByRole('region', { name: 'Vehicles' });
    this.notes = page.getByRole('region', { name: 'Notes' });
  }

  async goto(id: string, { tab = '', tenantId }: { tab?: string; tenantId?: string } = {}) {
    await this.page.goto(`/orders/${id}${tab ? `/${tab}` : ''}${tenantId ? `?tenant=${tenantId}` : ''}`);
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  /** The legs table row of a leg, by its number (O-100042-2). */
  legRow(number: string): Locator {
    return this.legs.getByRole('row').filter({ has: this.page.getByRole('link', { name: number, exact: true }) });
  }
}
