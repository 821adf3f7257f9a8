/** Live notifications over graphql-ws: a contact message reaches a signed-in admin without a reload. */
import type { Page, WebSocket } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { ContactPage } from './pages/ContactPage';
import { DashboardPage } from './pages/DashboardPage';
import { graphqlRead } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * Resolves once the page's socket has sent its notificationCreated subscription (graphql-ws sends it after the
 * server's connection_ack); rejects with a reason when that does not happen within `timeout` ms.
 */
const subscribed = (page: Page, timeout = 15_000): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No notificationCreated subscription was sent on /graphql')), timeout);
    page.on('websocket', (socket: WebSocket) => {
      if (new URL(socket.url()).pathname !== '/graphql') return;
      socket.on('framesent', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('"subscribe"') && text.includes('notificationCreated')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });

const unreadCount = async (page: Page): Promise<number> =>
  (await graphqlRead<{ unreadNotificationCount: number }>(page.request, '{ unreadNotificationCount }')).unreadNotificationCount;

test('a contact message from an anonymous visitor appears in the admin’s bell without a reload', async ({ browser, authStates }) => {
  const adminContext = await authStates.contextFor(browser, 'admin');
  const admin = await adminContext.newPage();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  const shell = new AppShell(admin);
  const live = subscribed(admin);
  live.catch(() => undefined); // awaited below; a failure before that must not surface as an unhandled rejection
  await new DashboardPage(admin).goto();
  await expect(admin).toHaveURL('/dashboard');
  await live;

  const before = await unreadCount(admin);
  await expect(shell.bellWithUnread(before)).toBeVisible();
  let reloaded = false;
  admin.on('load', () => {
    reloaded = true;
  });

  const sender = `Vera Visitor ${Date.now().toString(36)}`;
  const contact = new ContactPage(visitor);
  await contact.goto();
  await contact.send({
    name: sender,
    email: 'vera.visitor@example.test',
    company: 'Visitor Cars',
    message: 'Can you move two vans from Boston to Portland next week?',
  });
  await expect(contact.receipt).toBeVisible();

  await expect(shell.bellWithUnread(before + 1)).toBeVisible();
  await shell.openNotifications();
  await expect(shell.notificationsPopup.getByText(`Contact form: ${sender}`)).toBeVisible();
  await expect(shell.notificationsPopup).toContainText('Can you move two vans from Boston to Portland next week?');
  expect(reloaded).toBe(false);
  // Stored: the notification is the admin's, unread.
  expect(await unreadCount(admin)).toBe(before + 1);

  await adminContext.close();
  await visitorContext.close();
});
