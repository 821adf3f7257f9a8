import type { Locator, Page } from '@playwright/test';

/** /password-reset/:token?email=…, opened from the emailed link. */
export class PasswordResetPage {
  readonly email: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm new password');
    this.submit = page.getByRole('button', { name: 'Reset password' });
  }

  async choose(password: string) {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.submit.click();
  }
}
