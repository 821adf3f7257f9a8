import type { Locator, Page } from '@playwright/test';

export type ContactDetails = {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  phone: string;
  phoneExt: string;
  mobilePhone: string;
  fax: string;
};

/** /account (and /portal/account): profile, picture, contact details, password, tenant, access tokens. */
export class AccountPage {
  readonly profile: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly saveProfile: Locator;

  readonly picture: Locator;
  readonly chooseFile: Locator;
  readonly preview: Locator;
  readonly upload: Locator;
  readonly removePicture: Locator;

  readonly contact: Locator;
  readonly contactFields: Record<keyof ContactDetails, Locator>;
  readonly saveContact: Locator;

  readonly tokens: Locator;
  readonly tokenName: Locator;
  readonly createToken: Locator;
  readonly newToken: Locator;
  readonly doneWithToken: Locator;
  readonly noTokens: Locator;

  constructor(readonly page: Page) {
    this.profile = page.getByRole('region', { name: 'Profile' });
    this.name = this.profile.getByLabel('Name');
    this.email = this.profile.getByLabel('Email');
    this.saveProfile = this.profile.getByRole('button', { name: 'Save profile' });

    this.picture = page.getByRole('region', { name: 'Picture' });
    this.chooseFile = this.picture.getByLabel('Choose a picture');
    this.preview = this.picture.getByRole('img', { name: 'Your new avatar, not saved yet' });
    this.upload = this.picture.getByRole('button', { name: 'Upload picture' });
    this.removePicture = this.picture.getByRole('button', { name: 'Remove picture' });

    this.contact = page.getByRole('region', { name: 'Contact details' });
    const field = (label: string) => this.contact.getByLabel(label, { exact: true });
    this.contactFields = {
      firstName: field('First name'),
      lastName: field('Last name'),
      title: field('Job title'),
      email: field('Contact email'),
      phone: field('Phone'),
      phoneExt: field('Phone extension'),
      mobilePhone: field('Mobile phone'),
      fax: field('Fax'),
    };
    this.saveContact = this.contact.getByRole('button', { name: 'Save contact details' });

    this.tokens = page.getByRole('region', { name: 'Personal access tokens' });
    this.tokenName = this.tokens.getByLabel('Token name');
    this.createToken = this.tokens.getByRole('button', { name: 'Create token' });
    this.newToken = this.tokens.getByRole('textbox', { name: 'New token' });
    this.doneWithToken = this.tokens.getByRole('button', { name: 'Done' });
    this.noTokens = this.tokens.getByText('No tokens yet');
  }

  async goto() {
    await this.page.goto('/account');
  }

  async saveName(name: string) {
    await this.name.fill(name);
    await this.saveProfile.click();
  }

  async saveContactDetails(details: ContactDetails) {
    for (const [key, value] of Object.entries(details) as [keyof ContactDetails, string][]) {
      await this.contactFields[key].fill(value);
    }
    await this.saveContact.click();
  }

  /** The token's row in the list (its name is the row header). */
  tokenRow(name: string): Locator {
    return this.tokens.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  async revokeToken(name: string) {
    await this.tokens.getByRole('button', { name: `Revoke token ${name}` }).click();
    await this.tokens.getByRole('button', { name: 'Yes, revoke' }).click();
  }
}
