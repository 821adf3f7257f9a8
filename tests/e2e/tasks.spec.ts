/**
 * /dashboard's tasks (issue 33): a dispatcher notes a task for themselves due within its reminder window, the reminder
 * arrives in their bell as it is made (live), the task is listed, and marking it done takes it off the list; a task
 * given to a person picked by name (the person picker, from the keyboard) is on that person's list.
 */
import type { Browser } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { apiLogin } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/users';

const signedIn = async (browser: Browser, baseURL: string | undefined, email: string) => {
  const context = await browser.newContext({ baseURL });
  await apiLogin(context.request, email, DEMO_PASSWORD);
  return context;
};

/** A datetime-local value (the browser's own zone) `minutes` from now. */
const localInput = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
};

test("a task's reminder arrives in the assignee's notifications", async ({ browser, baseURL }) => {
  const context = await signedIn(browser, baseURL, 'dispatch@legwork.test');
  const page = await context.newPage();
  const shell = new AppShell(page);
  await page.goto('/dashboard');
  const title = `Call the port ${Date.now().toString(36)}`;

  const form = page.getByRole('form', { name: 'New task' });
  await form.getByLabel('Task').fill(title);
  await form.getByLabel('Due').fill(localInput(20));
  await form.getByLabel('Assign to').selectOption({ label: 'Me' });
  await form.getByLabel('Reminder').selectOption({ label: '1 hour before' });
  await form.getByRole('button', { name: 'Add task' }).click();

  const tasks = page.getByRole('list', { name: 'Open tasks' });
  await expect(tasks.getByText(title)).toBeVisible();
  await expect(shell.bell).toHaveAccessibleName(/Notifications \(\d+ unread\)/);
  await shell.openNotifications();
  await expect(shell.notificationsPopup.getByText(`Task due: ${title}`)).toBeVisible();
  await page.keyboard.press('Escape');

  await tasks.getByRole('button', { name: `Mark "${title}" done` }).click();
  await expect(tasks.getByText(title)).toBeHidden();
  await context.close();
});

test('a task given to a person picked by name from the keyboard is on their list', async ({ browser, baseURL }) => {
  // Two browsers, each a cold first load of the app (users.spec.ts gives its two-browser walks 120 s).
  test.setTimeout(60_000);
  const author = await signedIn(browser, baseURL, 'dispatch@legwork.test');
  const page = await author.newPage();
  await page.goto('/dashboard');
  const title = `Check the bill ${Date.now().toString(36)}`;

  const form = page.getByRole('form', { name: 'New task' });
  await form.getByLabel('Task').fill(title);
  await form.getByLabel('Due').fill(localInput(20));
  await form.getByLabel('Assign to').selectOption({ label: 'A person…' });
  const person = form.getByRole('combobox', { name: 'Person' });
  await person.fill('accounting@');
  await expect(form.getByRole('option', { name: /^Accounting Demo/ })).toBeVisible();
  await person.press('ArrowDown');
  await person.press('Enter');
  await expect(form.getByRole('list', { name: 'Person chosen' })).toContainText('Accounting Demo');
  await form.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('Task added.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open tasks' }).getByText(title)).toBeHidden();
  await author.close();

  const assignee = await signedIn(browser, baseURL, 'accounting@legwork.test');
  const theirs = await assignee.newPage();
  await theirs.goto('/dashboard');
  // A fresh browser's first load: the app's chunks, then every panel's first query (past 7 s on a loaded 2-core runner).
  await expect(theirs.getByRole('list', { name: 'Open tasks' }).getByText(title)).toBeVisible({ timeout: 15_000 });
  await assignee.close();
});
