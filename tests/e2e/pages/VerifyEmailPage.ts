import type { Locator, Page } from '@playwright/test';

/** /verify-email: where an unverified user is held until the emailed link is opened. */
export class VerifyEmailPage {
  readonly heading: Locator;
  readonly explanation: Locator;
  readonly resend: Locator;
  readonly signOut: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Verify Email' });
    this.explanation = page.getByText('Before you start, please confirm your email address');
    this.resend = page.getByRole('button', { name: 'Resend verification email' });
    this.signOut = page.getByRole('button', { name: 'Sign out' });
  }
}
