import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, userIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

/** Issue 33: the person picker's people (Query.staffUsers) and whom a task may name (createTask's assigneeId). */
let server: TestServer;
let dispatch: TestClient;
let client: TestClient;
const user: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  [dispatch, client] = await Promise.all([signedIn(server.url, 'dispatch@legwork.test'), signedIn(server.url, 'client@legwork.test')]);
  for (const email of ['accounting@legwork.test', 'north-dispatch@legwork.test', 'client@legwork.test', 'driver@legwork.test'])
    user[email.split('@')[0]] = await userIdOf(server.db, email);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type StaffUser = { id: string; name: string; email: string };
const STAFF_USERS = 'query($search: String, $first: Int) { staffUsers(search: $search, first: $first) { id name email } }';
const CREATE_TASK = 'mutation($input: TaskInput!) { createTask(input: $input) { id assigneeId assigneeName } }';
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const staffUsers = async (variables: { search?: string; first?: number }) =>
  ((await dispatch.gql<{ staffUsers: StaffUser[] }>(STAFF_USERS, variables)).data?.staffUsers ?? []) as StaffUser[];

describe('staffUsers', () => {
  it("lists the tenant's staff by name, not another tenant's, a portal account or a driver", async () => {
    const people = await staffUsers({ first: 50 });
    const ids = people.map((person) => person.id);
    expect(ids).toContain(user.accounting);
    for (const outsider of [user['north-dispatch'], user.client, user.driver]) expect(ids).not.toContain(outsider);
    const names = people.map((person) => person.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('finds people by part of their name or email, a LIKE wildcard as itself', async () => {
    expect((await staffUsers({ search: 'ACCOUNTING@' })).map((person) => person.email)).toEqual(['accounting@legwork.test']);
    expect((await staffUsers({ search: 'Accounting Demo' })).map((person) => person.id)).toEqual([user.accounting]);
    expect(await staffUsers({ search: 'nora' })).toEqual([]);
    expect(await staffUsers({ search: '%' })).toEqual([]);
    expect(await staffUsers({ first: 2 })).toHaveLength(2);
  });

  it('is FORBIDDEN to a portal user', async () => {
    expectError(await client.gql(STAFF_USERS, {}), 'FORBIDDEN');
  });
});

describe("a task's person", () => {
  it("refuses another tenant's user, a portal account and a driver by field, storing nothing", async () => {
    const before = await count(server.db, 'tasks');
    for (const assigneeId of [user['north-dispatch'], user.client, user.driver, 'not-an-id']) {
      const refused = expectError(
        await dispatch.gql(CREATE_TASK, { input: { title: 'Not theirs', assigneeId, dueAt: inAnHour() } }),
        'BAD_USER_INPUT',
      );
      expect(refused.extensions.errors).toEqual({ 'input.assigneeId': ['Pick a staff user of this tenant.'] });
    }
    expect(await count(server.db, 'tasks')).toBe(before);
  });

  it('takes a staff user the picker lists', async () => {
    const [accounting] = await staffUsers({ search: 'accounting@' });
    const { data } = await dispatch.gql<{ createTask: { assigneeId: string; assigneeName: string } }>(CREATE_TASK, {
      input: { title: 'Check the bill', assigneeId: accounting.id, dueAt: inAnHour() },
    });
    expect(data?.createTask).toMatchObject({ assigneeId: user.accounting, assigneeName: accounting.name });
  });
});
