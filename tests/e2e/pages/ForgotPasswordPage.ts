import type { Locator, Page } from '@playwright/test';

/** /forgot-password and, after it, /forgot-password/sent. */
export class ForgotPasswordPage {
  readonly email: Locator;
  readonly submit: Locator;
  readonly sentNotice: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.submit = page.getByRole('button', { name: 'Email me a reset link' });
    this.sentNotice = page.getByText('If an account exists for that address, we have emailed it a link');
  }

  async goto() {
    await this.page.goto('/forgot-password');
  }

  async requestLink(email: string) {
    await this.email.fill(email);
    await this.submit.click();
  }
}
