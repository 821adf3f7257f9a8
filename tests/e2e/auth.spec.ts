import { AppShell } from './pages/AppShell';
import { DashboardPage } from './pages/DashboardPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { PasswordResetPage } from './pages/PasswordResetPage';
import { RegisterPage } from './pages/RegisterPage';
import { VerifyEmailPage } from './pages/VerifyEmailPage';
import { createVerifiedUser, latestMail, linkIn, RESET_SUBJECT, VERIFY_SUBJECT } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, uniqueEmail } from './support/users';

/** Who is signed in, as the server sees it: the status of the session check (GET /api/user). */
const apiUserStatus = async (page: import('@playwright/test').Page) => (await page.request.get('/api/user')).status();

test.describe('signing in and out', () => {
  for (const role of ['admin', 'dispatch', 'client', 'customer', 'driver'] as const) {
    const user = DEMO_USERS[role];

    test(`${role} signs in to ${user.home}, sees their name, and signs out`, async ({ page }) => {
      const login = new LoginPage(page);
      const shell = new AppShell(page);
      await login.goto();
      await login.signIn(user.email, DEMO_PASSWORD);

      await expect(page).toHaveURL(user.home);
      await expect(shell.userMenuFor(user.name)).toBeVisible();
      await expect(shell.userMenuFor(user.name)).toContainText(user.name);
      expect(await apiUserStatus(page)).toBe(200);

      await shell.signOut();
      await expect(page).toHaveURL('/login');
      await expect(login.submit).toBeVisible();
      expect(await apiUserStatus(page)).toBe(401);

      await page.goto(user.home);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(user.home)}`);
      await expect(login.submit).toBeVisible();
    });
  }

  test('a wrong password shows the server error next to the email field and signs nobody in', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_USERS.dispatch.email, 'not-the-password');

    await expect(login.email).toHaveAttribute('aria-invalid', 'true');
    await expect(login.email).toHaveAccessibleDescription('These credentials do not match our records.');
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await apiUserStatus(page)).toBe(401);
  });

  test('signing in from a redirect returns to the page that was asked for', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL('/login?redirect=%2Faccount');
    await new LoginPage(page).signIn(DEMO_USERS.dispatch.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/account');
    await expect(page).toHaveTitle('My Account | Account | Legwork');
  });
});

test('a new user registers, is held at /verify-email, and reaches the dashboard through the emailed link', async ({ page }) => {
  const user = { name: 'Rita Register', email: uniqueEmail('register'), password: 'register-pass-1' };
  const verify = new VerifyEmailPage(page);
  const register = new RegisterPage(page);
  await register.goto();
  await register.register(user);

  await expect(page).toHaveURL('/verify-email');
  await expect(verify.heading).toBeVisible();
  await expect(verify.explanation).toBeVisible();
  expect(await apiUserStatus(page)).toBe(409);

  for (const protectedPath of ['/dashboard', '/account', '/orders']) {
    await page.goto(protectedPath);
    await expect(page).toHaveURL('/verify-email');
    await expect(verify.heading).toBeVisible();
  }

  const mail = await latestMail(page.request, user.email, VERIFY_SUBJECT);
  expect(mail.text).toContain(`Hello ${user.name}`);
  await page.goto(linkIn(mail, '/verify-email/'));

  await expect(page).toHaveURL('/dashboard?verified=1');
  await expect(page.getByText('Thank you, your email address is verified.')).toBeVisible();
  await expect(new DashboardPage(page).you).toContainText(user.name);
  await expect(new AppShell(page).userMenuFor(user.name)).toBeVisible();
  expect(await apiUserStatus(page)).toBe(200);
});

test('forgot password: the emailed link sets a new password that signs in, and the old one stops working', async ({
  page,
  playwright,
  baseURL,
}) => {
  const user = { name: 'Felix Forgetful', email: uniqueEmail('reset'), password: 'old-password-1' };
  const newPassword = 'brand-new-password-2';
  // Seeded in its own cookie jar: the page stays anonymous, and this jar holds a session the reset must end.
  const seeder = await playwright.request.newContext({ baseURL });
  await createVerifiedUser(seeder, user);
  expect((await seeder.get('/api/user')).status()).toBe(200);

  const forgot = new ForgotPasswordPage(page);
  await forgot.goto();
  await forgot.requestLink(user.email);
  await expect(page).toHaveURL('/forgot-password/sent');
  await expect(page).toHaveTitle('Reset Link Sent | Authentication | Legwork');
  await expect(forgot.sentNotice).toBeVisible();

  const link = linkIn(await latestMail(page.request, user.email, RESET_SUBJECT), '/password-reset/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/password-reset\/[A-Za-z0-9_-]{20,}\?email=/);
  await expect(page).toHaveTitle('Reset Password | Authentication | Legwork');
  const reset = new PasswordResetPage(page);
  await expect(reset.email).toHaveValue(user.email);
  await reset.choose(newPassword);

  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your password has been reset. Sign in with the new one.')).toBeVisible();
  // The reset signed out every other session of the user.
  expect((await seeder.get('/api/user')).status()).toBe(401);

  const login = new LoginPage(page);
  await login.signIn(user.email, user.password);
  await expect(login.email).toHaveAccessibleDescription('These credentials do not match our records.');

  await login.signIn(user.email, newPassword);
  await expect(page).toHaveURL('/dashboard');
  await expect(new AppShell(page).userMenuFor(user.name)).toBeVisible();
  expect(await apiUserStatus(page)).toBe(200);
  await seeder.dispose();
});
