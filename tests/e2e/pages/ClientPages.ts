import type { Locator, Page } from '@playwright/test';

/** /admin/clients, /admin/clients/create and /admin/clients/:id with its tabs. */
export class ClientPages {
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('navigation', { name: /^Client / });
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  /** The create form, filled and submitted. */
  async create(client: { name: string; code: string; billingEmail: string }) {
    await this.page.goto('/admin/clients/create');
    await this.page.getByLabel('Name', { exact: true }).fill(client.name);
    await this.page.getByLabel('Code').fill(client.code);
    await this.page.getByLabel('Billing email').fill(client.billingEmail);
    await this.page.getByRole('button', { name: 'Create client' }).click();
  }

  /** The contact dialog, filled and submitted. */
  async addContact(contact: { type: string; firstName: string; lastName: string; email: string; phone: string; ext: string }) {
    await this.page.getByRole('button', { name: 'New contact' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New contact' });
    await dialog.getByLabel('Type').selectOption({ label: contact.type });
    await dialog.getByLabel('First name').fill(contact.firstName);
    await dialog.getByLabel('Last name').fill(contact.lastName);
    await dialog.getByLabel('Email', { exact: true }).fill(contact.email);
    await dialog.getByLabel('Phone', { exact: true }).fill(contact.phone);
    await dialog.getByLabel('Extension').fill(contact.ext);
    await dialog.getByRole('button', { name: 'Add contact' }).click();
  }
}
