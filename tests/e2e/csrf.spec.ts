/**
 * The Sanctum contract: every write fetches a fresh anti-forgery cookie and echoes it
 * (docs/decisions.md#csrf-as-laravel-does-it-with-one-deliberate-exemption).
 */
import type { Request } from '@playwright/test';
import { AccountPage } from './pages/AccountPage';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { createVerifiedUser, graphqlRead } from './support/api';
import { expect, test } from './support/fixtures';
import { uniqueEmail } from './support/users';

type Recorded = { method: string; path: string; write: boolean; xsrf: string | undefined; status: number | null };

test('sign in, a profile update and sign out: every write follows a GET /sanctum/csrf-cookie and every POST carries X-XSRF-TOKEN', async ({
  page,
  request,
  baseURL,
}) => {
  // A fresh user (created in its own cookie jar): renaming a demo account would change what other tests see.
  const user = { name: 'Cora Csrf', email: uniqueEmail('csrf'), password: 'csrf-password-1' };
  await createVerifiedUser(request, user);

  const pending: Promise<Recorded>[] = [];
  page.on('request', (sent: Request) => {
    const url = new URL(sent.url());
    if (url.origin !== new URL(baseURL as string).origin) return;
    pending.push(
      (async () => {
        const headers = await sent.allHeaders();
        const response = await sent.response();
        // GraphQL queries are POSTs too, but only a mutation writes.
        const graphql = url.pathname === '/graphql' ? ((sent.postDataJSON() as { query?: string } | null)?.query ?? '') : null;
        const write = sent.method() !== 'GET' && (graphql === null || /^\s*mutation\b/.test(graphql));
        return { method: sent.method(), path: url.pathname, write, xsrf: headers['x-xsrf-token'], status: response?.status() ?? null };
      })(),
    );
  });

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  await expect(page).toHaveURL('/dashboard');

  const account = new AccountPage(page);
  await new AppShell(page).userMenuButton.click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL('/account');
  await account.saveName('Cora Csrf Renamed');
  await expect(page.getByText('Profile saved.')).toBeVisible();

  const shell = new AppShell(page);
  await expect(shell.userMenuFor('Cora Csrf Renamed')).toBeVisible();
  await shell.signOut();
  await expect(page).toHaveURL('/login');
  await expect(login.submit).toBeVisible();

  const requests = await Promise.all(pending);
  await test.info().attach('requests.json', { body: JSON.stringify(requests, null, 2), contentType: 'application/json' });
  const posts = requests.filter((r) => r.method === 'POST');
  // The flow really wrote: sign-in, the profile mutation and sign-out, each accepted (no 419).
  expect(posts.map((r) => r.path)).toEqual(expect.arrayContaining(['/login', '/graphql', '/logout']));
  // Every write was answered. A read still in flight when sign-out drops the GraphQL client is aborted (no status): that
  // is the client letting go of a query nobody will see, not a refused POST.
  const answered = posts.filter((post) => post.write || post.status !== null);
  expect(answered.filter((post) => post.write).length).toBeGreaterThanOrEqual(3);
  for (const post of answered) expect(post.status, `${post.method} ${post.path}`).toBeGreaterThanOrEqual(200);
  for (const post of answered) expect(post.status, `${post.method} ${post.path}`).toBeLessThan(300);

  requests.forEach((current, index) => {
    if (current.method !== 'POST') return;
    expect(current.xsrf, `X-XSRF-TOKEN on POST ${current.path}`).toBeTruthy();
    if (!current.write) return;
    // A fresh cookie for this write: a GET /sanctum/csrf-cookie after the previous write and before this one.
    const before = requests.slice(0, index);
    const lastWrite = before.map((r) => r.write).lastIndexOf(true);
    const csrfSince = before.slice(lastWrite + 1).some((r) => r.method === 'GET' && r.path === '/sanctum/csrf-cookie');
    expect(csrfSince, `GET /sanctum/csrf-cookie before POST ${current.path} (#${index})`).toBe(true);
  });

  // Stored: the rename reached the database (read through the seeding session, still signed in).
  expect((await graphqlRead<{ me: { name: string } }>(request, '{ me { name } }')).me.name).toBe('Cora Csrf Renamed');
});
