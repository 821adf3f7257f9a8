/**
 * /dashboard's tasks (issue 33): a dispatcher notes a task for themselves due within its reminder window, the reminder
 * arrives in their bell as it is made (live), the task is listed, and marking it done takes it off the list.
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
