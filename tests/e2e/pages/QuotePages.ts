import type { Locator, Page } from '@playwright/test';
import { OrderForm } from './CreateOrderPage';

/** /quotes: status chips, search, the table, pages. */
export class QuotesListPage {
  readonly table: Locator;
  readonly statuses: Locator;
  readonly search: Locator;
  readonly total: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Quotes' });
    this.statuses = page.getByRole('group', { name: 'Status' });
    this.search = page.getByRole('searchbox', { name: 'Search quotes' });
    this.total = page.getByText(/^[\d,]+ quotes?$/);
  }

  async goto(query = '') {
    await this.page.goto(`/quotes${query}`);
  }

  statusChip(label: string): Locator {
    return this.statuses.getByRole('button', { name: label, exact: true });
  }

  /** Body rows (each starts with its number, a link). */
  rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link') });
  }
}

/** /quotes/create: the order form plus the quote's terms. */
export class CreateQuotePage extends OrderForm {
  constructor(page: Page) {
    super(page, 'New quote');
  }

  async goto(tenantId?: string) {
    await this.page.goto(`/quotes/create${tenantId ? `?tenant=${tenantId}` : ''}`);
  }
}

/** /quotes/:id: header, actions, line items with explanations, activity. */
export class QuotePage {
  readonly heading: Locator;
  readonly actions: Locator;
  readonly lineItems: Locator;
  readonly activity: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: /^Quote Q-\d+$/ });
    this.actions = page.getByRole('group', { name: 'Quote actions' });
    this.lineItems = page.getByRole('table', { name: /^Line items of quote/ });
    this.activity = page.getByRole('list', { name: 'Quote activity' });
    this.summary = page.getByRole('region', { name: /^Quote Q-\d+$/ });
  }

  async goto(id: string, tenantId?: string) {
    await this.page.goto(`/quotes/${id}${tenantId ? `?tenant=${tenantId}` : ''}`);
  }

  action(name: string): Locator {
    return this.actions.getByRole('button', { name, exact: true });
  }

  /** The status badge in the header ("Pending", "Accepted", …). */
  status(label: string): Locator {
    return this.summary.getByText(label, { exact: true });
  }
}
