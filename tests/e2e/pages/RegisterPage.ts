import type { Locator, Page } from '@playwright/test';
import type { NewUser } from '../support/api';

/** /register: name, email, password twice, "Create account". */
export class RegisterPage {
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Name');
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm password');
    this.submit = page.getByRole('button', { name: 'Create account' });
  }

  async goto() {
    await this.page.goto('/register');
  }

  async register(user: NewUser) {
    await this.name.fill(user.name);
    await this.email.fill(user.email);
    await this.password.fill(user.password);
    await this.confirmPassword.fill(user.password);
    await this.submit.click();
  }
}
