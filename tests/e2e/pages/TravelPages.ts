import { expect, type Locator, type Page } from '@playwright/test';

/** /dispatch/flights and /dispatch/rentals with their /view pages: the booking form, its receipts, its cancel. */
export class TravelPages {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** Finds a driver by name in the picker's search and chooses them. */
  async chooseDriver(name: string) {
    await this.page.getByRole('searchbox', { name: 'Find a driver', exact: true }).fill(name.split(' ')[0]);
    const select = this.page.getByRole('combobox', { name: 'Driver', exact: true });
    await expect(select.getByRole('option', { name })).toBeAttached();
    await select.selectOption({ label: name });
  }

  /** A day (YYYY-MM-DD) typed as an en-US user does, a time from the 5-minute list and the zone it is local to. */
  async fillTime(label: string, day: string, time: string, zone: string) {
    const [year, month, date] = day.split('-');
    await this.field(`${label} date`).fill(`${month}/${date}/${year}`);
    await this.page.getByRole('combobox', { name: `${label} time`, exact: true }).selectOption(time);
    await this.page.getByRole('combobox', { name: `${label} time zone`, exact: true }).selectOption(zone);
  }

  async addLeg(number: string) {
    await this.field('Add a leg').fill(number);
    await this.page.getByRole('button', { name: `Add leg ${number}` }).click();
    await expect(this.page.getByRole('button', { name: `Remove leg ${number}` })).toBeVisible();
  }

  async uploadReceipt(name: string, buffer: Buffer) {
    await this.page
      .getByRole('region', { name: 'Receipts' })
      .getByLabel('Choose files', { exact: true })
      .setInputFiles({ name, mimeType: 'image/png', buffer });
  }

  async cancelBooking(noun: string, reason: string) {
    await this.field(`Why is the ${noun} cancelled?`).fill(reason);
    await this.page.getByRole('button', { name: `Cancel ${noun}` }).click();
    await this.page.getByRole('button', { name: `Yes, cancel the ${noun}` }).click();
  }
}
