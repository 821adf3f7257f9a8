import type { Locator, Page } from '@playwright/test';

/**
 * What every signed-in layout (staff and portal) shares: the page heading, the top bar's tenant selector,
 * notification bell and user menu, and the views the guard puts in place of a page.
 */
export class AppShell {
  readonly heading: Locator;
  readonly userMenuButton: Locator;
  readonly signOutButton: Locator;
  readonly tenantSelect: Locator;
  readonly bell: Locator;
  readonly notificationsPopup: Locator;
  readonly noAccess: Locator;
  readonly notBuilt: Locator;
  readonly deactivated: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.userMenuButton = page.getByRole('button', { name: /^Account menu for / });
    this.signOutButton = page.getByRole('button', { name: 'Sign out' });
    this.tenantSelect = page.getByRole('combobox', { name: 'Tenant' });
    this.bell = page.getByRole('button', { name: /^Notifications( \(\d+ unread\))?$/ });
    this.notificationsPopup = page.getByRole('region', { name: 'Notifications', exact: true });
    this.noAccess = page.getByRole('region', { name: "You don't have access to this page" });
    this.notBuilt = page.getByRole('region', { name: 'This area is not built yet' });
    this.deactivated = page.getByRole('region', { name: 'Your account is deactivated' });
  }

  /** The user menu button names the signed-in user. */
  userMenuFor(name: string): Locator {
    return this.page.getByRole('button', { name: `Account menu for ${name}`, exact: true });
  }

  /** The bell's accessible name carries the unread count ("Notifications (3 unread)"). */
  bellWithUnread(count: number): Locator {
    return this.page.getByRole('button', { name: count > 0 ? `Notifications (${count} unread)` : 'Notifications', exact: true });
  }

  async signOut() {
    await this.userMenuButton.click();
    await this.signOutButton.click();
  }

  async openNotifications() {
    await this.bell.click();
  }
}
