import { expect, type Locator, type Page } from '@playwright/test';

export type Condition = { column: string; operator: string; value?: string; from?: string; to?: string; checks?: string[] };

/** /orders: search, status chips, the condition builder, the virtualized table, and the CSV export. */
export class OrdersPage {
  readonly table: Locator;
  readonly rowLinks: Locator;
  readonly total: Locator;
  readonly search: Locator;
  readonly statuses: Locator;
  readonly conditions: Locator;
  readonly exportButton: Locator;
  readonly exportProgress: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Orders' });
    // Each rendered row's first cell is its number, a link to the order.
    this.rowLinks = this.table.getByRole('link');
    this.total = page.getByText(/^[\d,]+ orders?$/);
    this.search = page.getByRole('searchbox', { name: 'Search orders' });
    // Three vocabularies, three groups (issue 13): the order itself, any of its legs, its payment.
    this.statuses = page.getByRole('group', { name: /^(Order|Any leg is|Payment)$/ });
    this.conditions = page.getByRole('list', { name: 'Conditions (all must match)' });
    this.exportButton = page.getByRole('button', { name: 'Export CSV' });
    this.exportProgress = page.getByRole('progressbar', { name: 'Exporting orders' });
  }

  async goto(query = '') {
    await this.page.goto(`/orders${query}`);
    await this.showFilters();
  }

  /** Unfolds the status chips and conditions (folded by default so the rows come first). */
  async showFilters() {
    const legStatuses = this.page.getByRole('group', { name: 'Any leg is' });
    await expect(this.search).toBeVisible();
    if (!(await legStatuses.isVisible())) await this.page.getByText(/^Filters( \(\d+ on\))?$/).click();
    await expect(legStatuses).toBeVisible();
  }

  /** The count the page shows ("1,234 orders"), once loaded. */
  async totalCount(): Promise<number> {
    await expect(this.total).toBeVisible();
    return Number((await this.total.innerText()).replace(/\D/g, ''));
  }

  statusChip(label: string): Locator {
    return this.statuses.getByRole('button', { name: label, exact: true });
  }

  columnHeader(label: string): Locator {
    return this.table.getByRole('columnheader', { name: label, exact: true });
  }

  sortBy(label: string): Locator {
    return this.columnHeader(label).getByRole('button');
  }

  /** The order numbers of the first `count` rendered rows. */
  async numbers(count: number): Promise<string[]> {
    await expect(this.rowLinks.first()).toBeVisible();
    return (await this.rowLinks.allInnerTexts()).slice(0, count);
  }

  /** The data rows rendered now (the header row and loading placeholders left out). */
  dataRows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link') });
  }

  async addCondition(condition: Condition) {
    const form = this.page.getByRole('form', { name: 'Add a condition' });
    await form.getByLabel('Column', { exact: true }).selectOption({ label: condition.column });
    await form.getByLabel('Operator', { exact: true }).selectOption({ label: condition.operator });
    if (condition.value !== undefined) {
      const value = form.getByLabel('Value', { exact: true });
      if ((await value.evaluate((element) => element.tagName)) === 'SELECT') await value.selectOption({ label: condition.value });
      else await value.fill(condition.value);
    }
    if (condition.from !== undefined) await form.getByLabel('From', { exact: true }).fill(condition.from);
    if (condition.to !== undefined) await form.getByLabel('To', { exact: true }).fill(condition.to);
    for (const label of condition.checks ?? []) await form.getByRole('checkbox', { name: label, exact: true }).check();
    await form.getByRole('button', { name: 'Add condition' }).click();
  }

  removeCondition(text: string): Locator {
    return this.page.getByRole('button', { name: `Remove condition: ${text}` });
  }
}
