import type { Locator, Page } from '@playwright/test';

/** A record's communication log panel (orders' and legs' Comments tab, clients' and customers' Contacts tab). */
export class CommunicationLog {
  readonly panel: Locator;
  readonly entries: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Communication log' });
    this.entries = this.panel.getByRole('list', { name: 'Communication log entries' }).getByRole('listitem');
    this.form = this.panel.getByRole('form', { name: 'Log a contact' });
  }

  /** Logs a contact typed by hand: name, phone, outcome and notes (direction and channel as the form starts: an outbound call). */
  async logTyped(contact: { name: string; phone: string; outcome: string; notes: string }) {
    await this.form.getByLabel('Contact name').fill(contact.name);
    await this.form.getByLabel('Contact phone').fill(contact.phone);
    await this.form.getByLabel('Outcome').selectOption({ label: contact.outcome });
    await this.form.getByLabel('Notes').fill(contact.notes);
    await this.form.getByRole('button', { name: 'Log contact' }).click();
  }

  entry(text: string): Locator {
    return this.entries.filter({ hasText: text });
  }
}
