import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDigests } from '../../server/notifications/notifications.digest';
import { remindTasks } from '../../server/notifications/notifications.tasks';
import { NotificationTypeValues } from '../../src/generated/enums/NotificationType';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, one, userIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

/** Issue 33: people's say over their notifications (channels per type, the daily digest), tasks and announcements. */
let server: TestServer;
let admin: TestClient;
let dispatch: TestClient;
let accounting: TestClient;
let northAdmin: TestClient;
const user: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  [admin, dispatch, accounting, northAdmin] = await Promise.all([
    signedIn(server.url, 'admin@legwork.test', 'Legwork East'),
    signedIn(server.url, 'dispatch@legwork.test'),
    signedIn(server.url, 'accounting@legwork.test'),
    signedIn(server.url, 'admin@legwork.test', 'Legwork North'),
  ]);
  for (const email of ['dispatch@legwork.test', 'accounting@legwork.test', 'north-dispatch@legwork.test', 'dispatch-lead@legwork.test'])
    user[email.split('@')[0]] = await userIdOf(server.db, email);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Settings = { preferences: { type: string; inApp: boolean; email: boolean; digest: boolean }[]; digestHour: number; timeZone: string };
const SETTINGS = 'preferences { type inApp email digest } digestHour timeZone';
const UPDATE = `mutation($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { ${SETTINGS} } }`;
const TASK = 'id title assigneeId assigneeRole status remindedAt version';
const CREATE_TASK = `mutation($input: TaskInput!) { createTask(input: $input) { ${TASK} } }`;
const COMPLETE = `mutation($id: ID!, $version: Int!) { completeTask(id: $id, version: $version) { ${TASK} } }`;
const REOPEN = `mutation($id: ID!, $version: Int!) { reopenTask(id: $id, version: $version) { ${TASK} } }`;
const ANNOUNCE = 'mutation($input: AnnouncementInput!) { createAnnouncement(input: $input) { id title roles startsAt endsAt } }';
const ACTIVE = '{ activeAnnouncements { id title } }';
type Task = { id: string; title: string; status: string; remindedAt: string | null; version: number };

const ok = <T>(result: { data?: T | null; errors?: unknown }): T => {
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
};
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const inTwoHours = () => new Date(Date.now() + 7_200_000).toISOString();
const noticesOf = (userId: string, type: string) => count(server.db, 'notifications WHERE user_id = $1 AND type = $2', [userId, type]);
const mailsTo = async (to: string, subject: string) =>
  (
    await server.db.query<{ subject: string; text: string }>(
      'SELECT subject, text_body AS text FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2 ORDER BY created_at',
      [to, subject],
    )
  ).rows;
/** The first instant after `after` at which it is `hour` o'clock in `zone`. */
const atLocalHour = (zone: string, hour: number, after: Date) => {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' });
  const start = Math.ceil(after.getTime() / 3_600_000) * 3_600_000;
  for (let at = start; ; at += 3_600_000) if (Number(format.format(new Date(at))) === hour) return new Date(at + 60_000);
};

describe('preferences', () => {
  it('lists every type in the app only until changed, and refuses a bad hour with nothing stored', async () => {
    const settings = ok(
      await dispatch.gql<{ notificationSettings: Settings }>(`{ notificationSettings { ${SETTINGS} } }`),
    ).notificationSettings;
    expect(settings.preferences.map((p) => p.type)).toEqual([...NotificationTypeValues]);
    expect(settings.preferences.every((p) => p.inApp && !p.email && !p.digest)).toBe(true);
    expect(settings.digestHour).toBe(7);
    const bad = expectError(await dispatch.gql(UPDATE, { input: { preferences: [], digestHour: 25 } }), 'BAD_USER_INPUT');
    expect(bad.extensions.errors).toEqual({ 'input.digestHour': ['The hour is 0 to 23.'] });
    expect(await count(server.db, 'notification_digest_settings WHERE user_id = $1', [user.dispatch])).toBe(0);
  });

  it('sends nothing on a muted channel: a task muted in the app comes by e-mail only', async () => {
    const saved = ok(
      await dispatch.gql<{ updateNotificationSettings: Settings }>(UPDATE, {
        input: {
          preferences: [
            { type: 'TASK', inApp: false, email: true, digest: false },
            { type: 'ANNOUNCEMENT', inApp: true, email: false, digest: true },
          ],
          digestHour: 9,
        },
      }),
    ).updateNotificationSettings;
    expect(saved.preferences.find((p) => p.type === 'TASK')).toEqual({ type: 'TASK', inApp: false, email: true, digest: false });
    expect(saved.digestHour).toBe(9);
    expect(await count(server.db, "audit_logs WHERE event = 'notificationPreferences.update' AND user_id = $1", [user.dispatch])).toBe(1);

    const before = await noticesOf(user.dispatch, 'TASK');
    ok(await admin.gql(CREATE_TASK, { input: { title: 'Muted in the bell', assigneeId: user.dispatch, dueAt: inTwoHours() } }));
    expect(await noticesOf(user.dispatch, 'TASK')).toBe(before);
    const [mail] = await mailsTo('dispatch@legwork.test', 'New task: Muted in the bell');
    expect(mail.text).toContain('Open: /dashboard#task-');
  });

  it("gathers the day's digest items into one e-mail at the user's hour in the tenant's zone, once", async () => {
    ok(
      await admin.gql(ANNOUNCE, {
        input: { title: 'Digest me', body: 'Fuel card change on Monday.', endsAt: new Date(Date.now() + 86_400_000).toISOString() },
      }),
    );
    // In the app as well (the channel is on), and queued for the digest.
    expect(await noticesOf(user.dispatch, 'ANNOUNCEMENT')).toBeGreaterThan(0);
    const { timeZone } = ok(
      await dispatch.gql<{ notificationSettings: Settings }>(`{ notificationSettings { ${SETTINGS} } }`),
    ).notificationSettings;
    const eight = atLocalHour(timeZone, 8, new Date());
    const nine = atLocalHour(timeZone, 9, new Date());
    const subject = 'Your Legwork digest for %';
    await sendDigests(server.db, server.events, eight);
    expect(await mailsTo('dispatch@legwork.test', subject)).toEqual([]);
    await sendDigests(server.db, server.events, nine);
    const digests = await mailsTo('dispatch@legwork.test', subject);
    expect(digests).toHaveLength(1);
    expect(digests[0].text).toContain('- Digest me\n  Fuel card change on Monday.');
    await sendDigests(server.db, server.events, new Date(nine.getTime() + 3_600_000));
    expect(await mailsTo('dispatch@legwork.test', subject)).toHaveLength(1);
    expect(await count(server.db, 'notification_digest_items WHERE user_id = $1 AND digested_at IS NULL', [user.dispatch])).toBe(0);
  });
});

describe('tasks', () => {
  it('refuses bad input by field and another tenant’s user, storing nothing', async () => {
    const before = await count(server.db, 'tasks');
    const both = expectError(
      await admin.gql(CREATE_TASK, {
        input: { title: ' ', assigneeId: user.dispatch, assigneeRole: 'DISPATCH', dueAt: inAnHour(), remindMinutes: -5 },
      }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(both.extensions.errors as object).sort()).toEqual(['input.assigneeId', 'input.remindMinutes', 'input.title']);
    const foreign = expectError(
      await admin.gql(CREATE_TASK, { input: { title: 'Wrong tenant', assigneeId: user['north-dispatch'], dueAt: inAnHour() } }),
      'BAD_USER_INPUT',
    );
    expect(foreign.extensions.errors).toEqual({ 'input.assigneeId': ['Pick a staff user of this tenant.'] });
    expect(await count(server.db, 'tasks')).toBe(before);
  });

  it("assigns to a role, reminds before the due time once, is done and reopened with audit rows; another tenant's is NOT_FOUND", async () => {
    const dueAt = new Date(Date.now() + 2 * 3_600_000);
    const task = ok(
      await admin.gql<{ createTask: Task }>(CREATE_TASK, {
        input: { title: 'Count the keys', assigneeRole: 'DISPATCH_LEAD', dueAt: dueAt.toISOString(), remindMinutes: 30 },
      }),
    ).createTask;
    expect(task).toMatchObject({ status: 'OPEN', assigneeRole: 'DISPATCH_LEAD', remindedAt: null, version: 1 });
    const lead = await signedIn(server.url, 'dispatch-lead@legwork.test');
    expect(ok(await lead.gql<{ tasks: { id: string }[] }>('{ tasks { id } }')).tasks.map((t) => t.id)).toContain(task.id);
    expect(ok(await accounting.gql<{ tasks: { id: string }[] }>('{ tasks { id } }')).tasks.map((t) => t.id)).not.toContain(task.id);

    const reminded = () =>
      count(server.db, "notifications WHERE user_id = $1 AND type = 'TASK' AND data->>'taskId' = $2", [user['dispatch-lead'], task.id]);
    const atAssignment = await reminded();
    expect(atAssignment).toBe(1);
    await remindTasks(server.db, server.events, new Date(dueAt.getTime() - 31 * 60_000));
    expect(await reminded()).toBe(1);
    await remindTasks(server.db, server.events, new Date(dueAt.getTime() - 29 * 60_000));
    await remindTasks(server.db, server.events, new Date(dueAt.getTime() - 28 * 60_000));
    expect(await reminded()).toBe(2);
    expect(
      await one(server.db, "SELECT title FROM notifications WHERE user_id = $1 AND data->>'taskId' = $2 ORDER BY created_at DESC LIMIT 1", [
        user['dispatch-lead'],
        task.id,
      ]),
    ).toEqual({
      title: 'Task due: Count the keys',
    });

    expectError(await northAdmin.gql(COMPLETE, { id: task.id, version: 1 }), 'NOT_FOUND');
    expectError(await lead.gql(COMPLETE, { id: task.id, version: 0 }), 'CONFLICT');
    const done = ok(await lead.gql<{ completeTask: Task }>(COMPLETE, { id: task.id, version: 1 })).completeTask;
    expect(done).toMatchObject({ status: 'DONE', version: 2 });
    expect(expectError(await lead.gql(COMPLETE, { id: task.id, version: 2 }), 'INVALID_TRANSITION').message).toBe(
      'The task is already done.',
    );
    const reopened = ok(await lead.gql<{ reopenTask: Task }>(REOPEN, { id: task.id, version: 2 })).reopenTask;
    expect(reopened).toMatchObject({ status: 'OPEN', version: 3 });
    // Made inside its reminder window, a note to self is reminded at once, author included.
    const soon = ok(
      await lead.gql<{ createTask: Task }>(CREATE_TASK, {
        input: { title: 'Sign the manifest', assigneeId: user['dispatch-lead'], dueAt: new Date(Date.now() + 10 * 60_000).toISOString() },
      }),
    ).createTask;
    expect(soon.remindedAt).not.toBeNull();
    expect(await one(server.db, "SELECT title FROM notifications WHERE data->>'taskId' = $1", [soon.id])).toEqual({
      title: 'Task due: Sign the manifest',
    });
    const events = await server.db.query<{ event: string }>(
      "SELECT event FROM audit_logs WHERE entity_kind = 'Tasks' AND entity_id = $1 ORDER BY created_at",
      [task.id],
    );
    expect(events.rows.map((row) => row.event)).toEqual(['task.create', 'task.remind', 'task.done', 'task.reopen']);
  });
});

describe('announcements', () => {
  it('speaks to the roles it names while it is valid; only an admin writes one, and it must end after it starts', async () => {
    const accountingBefore = await noticesOf(user.accounting, 'ANNOUNCEMENT');
    const dispatchBefore = await noticesOf(user.dispatch, 'ANNOUNCEMENT');
    const made = ok(
      await admin.gql<{ createAnnouncement: { id: string } }>(ANNOUNCE, {
        input: {
          title: 'Pay run moved',
          body: 'Thursday this week.',
          roles: ['ACCOUNTING'],
          endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      }),
    ).createAnnouncement;
    const later = ok(
      await admin.gql<{ createAnnouncement: { id: string } }>(ANNOUNCE, {
        input: {
          title: 'Next month',
          body: 'Not yet.',
          roles: ['ACCOUNTING'],
          startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        },
      }),
    ).createAnnouncement;
    const shown = (client: TestClient) =>
      client.gql<{ activeAnnouncements: { id: string }[] }>(ACTIVE).then((r) => ok(r).activeAnnouncements.map((a) => a.id));
    expect(await shown(accounting)).toContain(made.id);
    expect(await shown(accounting)).not.toContain(later.id);
    expect(await shown(dispatch)).not.toContain(made.id);
    expect(await noticesOf(user.accounting, 'ANNOUNCEMENT')).toBe(accountingBefore + 2);
    expect(await noticesOf(user.dispatch, 'ANNOUNCEMENT')).toBe(dispatchBefore);

    const rows = await count(server.db, 'announcements');
    expectError(await dispatch.gql(ANNOUNCE, { input: { title: 'Mine', body: 'x', endsAt: inAnHour() } }), 'FORBIDDEN');
    const backwards = expectError(
      await admin.gql(ANNOUNCE, { input: { title: 'Backwards', body: 'x', startsAt: inAnHour(), endsAt: new Date().toISOString() } }),
      'BAD_USER_INPUT',
    );
    expect(backwards.extensions.errors).toEqual({ 'input.endsAt': ['The announcement must end after it starts.'] });
    expect(await count(server.db, 'announcements')).toBe(rows);
    expect(await shown(northAdmin)).not.toContain(made.id);
  });
});
