import type { Locator, Page } from '@playwright/test';

/** /admin/clients/:id/tariff-rates (and a customer's): the party's rates, its fallbacks, and the rate editor. */
export class TariffRatesPage {
  readonly dialog: Locator;
  /** The editor's sample quote, priced before and after the change side by side. */
  readonly sample: Locator;
  readonly comparison: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.sample = this.dialog.getByRole('status', { name: 'Sample quote before and after' });
    this.comparison = this.sample.getByRole('table', { name: 'Sample quote before and after the change' });
  }

  async gotoClient(id: string) {
    await this.page.goto(`/admin/clients/${id}/tariff-rates`);
  }

  /** The party's own rates table. */
  ownRates(name: string): Locator {
    return this.page.getByRole('table', { name: `Own rates of ${name}` });
  }

  async edit(rateName: string) {
    await this.page.getByRole('button', { name: `Edit rate: ${rateName}` }).click();
  }

  /** A line of the comparison (its row header: "Total", "Transport rate, leg 1") before or after the change. */
  sampleCell(line: RegExp, side: 'before' | 'after'): Locator {
    return this.comparison
      .getByRole('row', { name: line })
      .getByRole('cell')
      .nth(side === 'before' ? 0 : 1);
  }
}
