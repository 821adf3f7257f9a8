import type { Locator, Page } from '@playwright/test';

export type ContactMessage = { name: string; email: string; message: string; phone?: string; company?: string };

/** /contact: the public form; every admin is notified of a message. */
export class ContactPage {
  readonly name: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly company: Locator;
  readonly message: Locator;
  readonly submit: Locator;
  readonly receipt: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Name');
    this.email = page.getByLabel('Email');
    this.phone = page.getByLabel('Phone');
    this.company = page.getByLabel('Company');
    this.message = page.getByLabel('Message');
    this.submit = page.getByRole('button', { name: 'Send message' });
    this.receipt = page.getByRole('region', { name: 'Thank you, your message is on its way' });
  }

  async goto() {
    await this.page.goto('/contact');
  }

  async send(message: ContactMessage) {
    await this.name.fill(message.name);
    await this.email.fill(message.email);
    if (message.phone) await this.phone.fill(message.phone);
    if (message.company) await this.company.fill(message.company);
    await this.message.fill(message.message);
    await this.submit.click();
  }
}
