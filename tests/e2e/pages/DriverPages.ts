import type { Locator, Page } from '@playwright/test';

/** /admin/drivers, /admin/drivers/create and /admin/drivers/:id with its tabs. */
export class DriverPages {
  readonly list: Locator;
  readonly search: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('table', { name: 'Drivers' });
    this.search = page.getByRole('searchbox', { name: 'Search drivers' });
    this.tabs = page.getByRole('navigation', { name: /^Driver / });
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  /** A day typed as an en-US tenant's user does (MM/DD/YYYY) into a labelled date input. */
  async fillDay(label: string, day: string) {
    const [year, month, date] = day.split('-');
    await this.page.getByRole('textbox', { name: label, exact: true }).fill(`${month}/${date}/${year}`);
  }

  /** The create form, filled and submitted. */
  async create(driver: {
    firstName: string;
    lastName: string;
    licenceNumber: string;
    licenceState: string;
    licenceClass: string;
    licenceExpiresOn: string;
    medicalCardExpiresOn: string;
  }) {
    await this.page.goto('/admin/drivers/create');
    await this.page.getByLabel('First name').fill(driver.firstName);
    await this.page.getByLabel('Last name').fill(driver.lastName);
    await this.page.getByLabel('Licence number').fill(driver.licenceNumber);
    await this.page.getByLabel('Licence state or province').fill(driver.licenceState);
    await this.page.getByLabel('Licence class').selectOption({ label: driver.licenceClass });
    await this.fillDay('Licence expires', driver.licenceExpiresOn);
    await this.fillDay('Medical card expires', driver.medicalCardExpiresOn);
    await this.page.getByRole('button', { name: 'Create driver' }).click();
  }
}
