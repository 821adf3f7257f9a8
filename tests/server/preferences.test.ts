import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { auditRows, expectError, userIdOf } from './support/helpers';
import { ok } from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';

/** Issue 13: a person's own settings (the orders list's columns) kept on the server for them alone. */
let server: TestServer;
let dispatch: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  admin = await signedIn(server.url, 'admin@legwork.test');
});
afterAll(() => server?.close());

const READ = 'query($key: String!) { preference(key: $key) }';
const WRITE = 'mutation($key: String!, $value: JSON!) { setPreference(key: $key, value: $value) }';

describe('preferences', () => {
  it('keeps a value for its owner only, with an audit row for each change', async () => {
    expect(ok(await dispatch.gql<{ preference: unknown }>(READ, { key: 'orders.columns' })).preference).toBeNull();
    ok(await dispatch.gql(WRITE, { key: 'orders.columns', value: ['number', 'total'] }));
    ok(await dispatch.gql(WRITE, { key: 'orders.columns', value: ['number', 'client'] }));
    expect(ok(await dispatch.gql<{ preference: unknown }>(READ, { key: 'orders.columns' })).preference).toEqual(['number', 'client']);
    // Another person has their own, untouched.
    expect(ok(await admin.gql<{ preference: unknown }>(READ, { key: 'orders.columns' })).preference).toBeNull();
    const rows = await auditRows(server.db, 'preference.set', await userIdOf(server.db, 'dispatch@legwork.test'));
    expect(rows.map((row) => row.after)).toEqual([{ 'orders.columns': ['number', 'total'] }, { 'orders.columns': ['number', 'client'] }]);
    expect(rows[1].before).toEqual({ 'orders.columns': ['number', 'total'] });
  });

  it('refuses a malformed key or an oversized value with field errors, storing nothing', async () => {
    for (const key of ['', 'Orders', '1abc', 'a b', `a${'x'.repeat(64)}`, "x'; DROP TABLE users; --"]) {
      expect(expectError(await dispatch.gql(WRITE, { key, value: 1 }), 'BAD_USER_INPUT').extensions.errors).toHaveProperty('key');
      expectError(await dispatch.gql(READ, { key }), 'BAD_USER_INPUT');
    }
    const big = 'x'.repeat(5000);
    expect(expectError(await dispatch.gql(WRITE, { key: 'orders.big', value: big }), 'BAD_USER_INPUT').extensions.errors).toHaveProperty(
      'value',
    );
    expect(ok(await dispatch.gql<{ preference: unknown }>(READ, { key: 'orders.big' })).preference).toBeNull();
  });
});
