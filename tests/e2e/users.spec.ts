/**
 * Issue 29's users, as an admin uses them: the list filtered in its URL, and a client user invited (the derived class
 * shown by its field first), who chooses a password from the mailed link and lands in the portal.
 */
import type { Browser, Page } from '@playwright/test';
import { latestMail, linkIn } from './support/api';
import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';
import { PasswordResetPage } from './pages/PasswordResetPage';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

const INVITE_SUBJECT = 'You have been invited to Legwork (Legwork East)';
const PASSWORD = 'Tarmac-Lantern-42';

/** The invited person, in a browser of their own (signed out), follows the mailed link and chooses a password: at /login. */
const acceptInvitation = async (page: Page, browser: Browser, email: string) => {
  const link = linkIn(await latestMail(page.request, email, INVITE_SUBJECT), '/password-reset/');
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, storageState: { cookies: [], origins: [] } });
  const person = await context.newPage();
  await person.goto(link);
  await new PasswordResetPage(person).choose(PASSWORD);
  await expect(person).toHaveURL('/login');
  return { person, context };
};

test('the users list filters by status in its URL and opens a user', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveTitle(/All Users/);
  await page.getByLabel('Status').selectOption({ label: 'Unverified' });
  await expect(page).toHaveURL(/status=UNVERIFIED/);
  await page.getByRole('link', { name: 'Uma Unverified' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Uma Unverified' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send password reset' })).toBeVisible();
});

test('an admin invites a client user, who chooses a password and lands in the portal', async ({ page, browser }) => {
  const email = `carla.${Date.now().toString(36)}@clients.test`;
  await page.goto('/admin/users/create');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Carla Client');
  await page.getByLabel('Roles').selectOption({ label: 'Client' });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('A CLIENT user links at least one client.')).toBeVisible();

  const clients = page.getByLabel('Clients');
  await expect(clients.locator('option').first()).toBeAttached();
  await clients.selectOption({ index: 0 });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Carla Client' })).toBeVisible();
  await expect(page.getByText(/by Ada Admin; the link works until/)).toBeVisible();

  const { person, context } = await acceptInvitation(page, browser, email);
  await expect(person.getByText('Your password has been reset. Sign in with the new one.')).toBeVisible();
  await new LoginPage(person).signIn(email, PASSWORD);
  await expect(person).toHaveURL(/\/portal/);
  await context.close();
});

/** Invites a dispatcher through the form; they choose a password in a browser of their own and sign in, socket open. */
const signedInDispatcher = async (page: Page, browser: Browser, name: string) => {
  const email = `${name.split(' ')[0].toLowerCase()}.${Date.now().toString(36)}@staff.test`;
  await page.goto('/admin/users/create');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Roles').selectOption({ label: 'Dispatch' });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const { person, context } = await acceptInvitation(page, browser, email);
  // The notification bell's subscription opens the socket once the first load settles.
  const socket = person.waitForEvent('websocket');
  await new LoginPage(person).signIn(email, PASSWORD);
  await expect(person).toHaveURL(/\/dashboard/);
  await (await socket).waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('connection_ack') });
  return { person, context };
};

test('an admin deactivates a signed-in dispatcher, whose other browser is signed out within a second', async ({ page, browser }) => {
  const { person, context } = await signedInDispatcher(page, browser, 'Dex Dispatcher');
  await page.reload();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('button', { name: 'Deactivate' }).last().click();
  await expect(page.getByText('Deactivated', { exact: true }).first()).toBeVisible();
  await expect(person).toHaveURL(/\/login/, { timeout: 1500 });
  await context.close();
});

test("a role change reaches the user's open browser: its menus follow without a reload", async ({ page, browser }) => {
  const { person, context } = await signedInDispatcher(page, browser, 'Rory Roles');
  const areas = person.getByRole('navigation', { name: 'Areas' });
  await expect(areas.getByRole('link', { name: 'Dispatch' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Storage' })).toHaveCount(0);
  await page.reload();
  await page.getByLabel('Roles', { exact: true }).selectOption({ label: 'Storage' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rory Roles saved.')).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Storage' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Dispatch' })).toHaveCount(0);
  await expect(person).toHaveURL(/\/dashboard/);
  await context.close();
});
