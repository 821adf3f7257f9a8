import { expect, type Locator, type Page } from '@playwright/test';

/** The "Import from spreadsheet" dialog of /orders and /portal/orders: upload, check, import, by role and label. */
export class SpreadsheetImportDialog {
  readonly dialog: Locator;
  readonly file: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Import orders from a spreadsheet' });
    this.file = this.dialog.getByLabel(/^Spreadsheet \(CSV or XLSX/);
  }

  async open() {
    await this.page.getByRole('button', { name: 'Import from spreadsheet' }).click();
    await expect(this.dialog).toBeVisible();
  }

  async upload(name: string, csv: string) {
    await this.file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.dialog.getByRole('button', { name: 'Upload' }).click();
  }

  /** The mapping the file's headers matched, checked as it stands. */
  async check() {
    await this.dialog.getByRole('button', { name: 'Check the rows' }).click();
  }

  progress(name: 'Checking rows' | 'Importing orders') {
    return this.dialog.getByRole('progressbar', { name });
  }

  async importValid(count: string) {
    await this.dialog.getByRole('button', { name: `Import ${count} orders` }).click();
  }

  async close() {
    await this.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
