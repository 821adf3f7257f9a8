/**
 * The access rules and not-found texts as a visitor sees them (docs/access.md#signing-in-and-where-people-land): where
 * each user may go, and titles.
 */
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { StatusPage } from './pages/StatusPage';
import { expect, test } from './support/fixtures';
import { DEMO_USERS } from './support/users';

const RESET_TOKEN = 'Zx9_aB3-cD4eF5gH6iJ7kL8mN9oP0qR1';

test.describe('portal confinement', () => {
  test.describe('client', () => {
    test.use({ signedInAs: 'client' });

    for (const staffPath of ['/dashboard', '/orders', '/account']) {
      test(`${staffPath} sends a client user to /portal`, async ({ page }) => {
        await page.goto(staffPath);
        await expect(page).toHaveURL('/portal');
        await expect(page).toHaveTitle('Home | Client Portal | Legwork');
        await expect(page.getByRole('region', { name: `Welcome, ${DEMO_USERS.client.name}` })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Your companies' })).toContainText('Northwind Motors');
      });
    }
  });

  test.describe('deactivated client', () => {
    test.use({ signedInAs: 'inactiveClient' });

    test('sees the deactivated explanation on /portal, and nothing else of the portal', async ({ page }) => {
      const shell = new AppShell(page);
      await page.goto('/portal');
      await expect(shell.deactivated).toBeVisible();
      await expect(shell.deactivated).toContainText('The companies your account belongs to are no longer active');
      await expect(page.getByRole('navigation', { name: 'Portal' })).toHaveCount(0);

      await page.goto('/portal/orders');
      await expect(page).toHaveURL('/portal');
      await expect(shell.deactivated).toBeVisible();
    });
  });

  test.describe('staff', () => {
    test.use({ signedInAs: 'dispatch' });

    test('staff opening /portal see the no-access view with the page title', async ({ page }) => {
      const shell = new AppShell(page);
      await page.goto('/portal');
      await expect(page).toHaveURL('/portal');
      await expect(shell.noAccess).toBeVisible();
      await expect(page).toHaveTitle('Home | Client Portal | Legwork');
      await expect(page.getByRole('region', { name: /^Welcome,/ })).toHaveCount(0);
    });
  });
});

test.describe('public routes are open to anonymous visitors', () => {
  const PUBLIC_ROUTES = [
    { path: '/', title: 'Welcome | Home | Legwork', heading: 'Vehicle transport and storage, from order to delivery' },
    { path: '/login', title: 'Log In | Authentication | Legwork', heading: 'Log In' },
    { path: '/register', title: 'Register | Authentication | Legwork', heading: 'Register' },
    { path: '/contact', title: 'Contact Us | Contact | Legwork', heading: 'Contact Us' },
    { path: '/forgot-password', title: 'Forgot Password | Authentication | Legwork', heading: 'Forgot Password' },
    { path: '/forgot-password/sent', title: 'Reset Link Sent | Authentication | Legwork', heading: 'Reset Link Sent' },
    { path: `/password-reset/${RESET_TOKEN}`, title: 'Reset Password | Authentication | Legwork', heading: 'Reset Password' },
    { path: '/delivery-survey', title: 'Find Your Survey | Delivery Survey | Legwork', heading: 'Find Your Survey' },
  ];

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} opens with its title`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      await expect(page).toHaveURL(route.path);
    });
  }

  test('an anonymous visitor on /dashboard is sent to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
    await expect(page).toHaveTitle('Log In | Authentication | Legwork');
    await expect(new LoginPage(page).submit).toBeVisible();
  });
});

test.describe('signed in as admin', () => {
  test.use({ signedInAs: 'admin' });

  test('/login sends a signed-in user to /dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
    await expect(page).toHaveTitle('My Work | Dashboard | Legwork');
    await expect(new AppShell(page).userMenuFor(DEMO_USERS.admin.name)).toBeVisible();
  });

  test('a report route has its title from the route table and its report, no not-built panel (every route is built since issue 31)', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await page.goto('/admin/reports/ifta');
    await expect(page).toHaveTitle('IFTA | Reports | Legwork');
    await expect(shell.heading).toHaveText('IFTA');
    await expect(page.getByRole('group', { name: 'Period' })).toBeVisible();
    await expect(shell.notBuilt).toBeHidden();
  });

  test('/orders has its title from the route table', async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto('/orders');
    await expect(page).toHaveTitle('All Orders | Orders | Legwork');
    await expect(shell.heading).toHaveText('All Orders');
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  });

  test('an unknown route shows "Page not found" inside the app', async ({ page }) => {
    const status = new StatusPage(page);
    await page.goto('/no-such-page');
    await expect(status.heading).toHaveText('Page Not Found');
    await expect(status.message('Page not found: /no-such-page')).toBeVisible();
    await expect(new AppShell(page).userMenuFor(DEMO_USERS.admin.name)).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Legwork');
    await expect(page).toHaveURL('/no-such-page');
  });

  test('a route whose parameter fails validation shows "Page Not Found" inside the app', async ({ page }) => {
    const status = new StatusPage(page);
    await page.goto('/orders/not-a-uuid');
    await expect(status.heading).toHaveText('Page Not Found');
    await expect(status.message('Page Not Found: /orders/not-a-uuid')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Orders | Legwork');
  });
});

test.describe('an anonymous visitor', () => {
  test('gets the public "Page not found" page for an unknown route', async ({ page }) => {
    const status = new StatusPage(page);
    await page.goto('/no-such-page');
    await expect(status.heading).toHaveText('Page Not Found');
    await expect(status.message('Page not found: /no-such-page')).toBeVisible();
    await expect(status.homeLink).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Legwork');
  });
});

test.describe('a staff user without the role', () => {
  test.use({ signedInAs: 'member' });

  test('sees the no-access view under the route’s real title', async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto('/admin/users');
    await expect(page).toHaveURL('/admin/users');
    await expect(page).toHaveTitle('All Users | Users | Legwork');
    await expect(shell.heading).toHaveText('All Users');
    await expect(shell.noAccess).toBeVisible();
    await expect(shell.noAccess).toContainText('All Users in Users is open to other roles');
  });
});
