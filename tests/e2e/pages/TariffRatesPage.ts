import type { Locator, Page } from '@playwright/test';

/** /admin/clients/:id/tariff-rates (and a customer's): the party's rates, its fallbacks, and the rate editor. */
export class TariffRatesPage {
  readonly dialog: Locator;
  /** The editor's sample quote: the two sides, priced before and after the change. */
  readonly before: Locator;
  readonly after: Locator;
  readonly sample: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.sample = this.dialog.getByRole('status', { name: 'Sample quote before and after' });
    this.before = this.sample.getByRole('region', { name: 'Before the change' });
    this.after = this.sample.getByRole('region', { name: 'After the change' });
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

  /** A side's total as shown ("$1,234.56"): the first value of its list. */
  totalOf(side: Locator): Locator {
    return side.getByRole('definition').first();
  }
}
