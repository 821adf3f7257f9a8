import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { expectError } from './support/helpers';
import { portalSession } from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';

/** Issue 13, forms: the comment box suggests colleagues to @mention: the tenant's staff only, and only to staff. */
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
}, 120_000);
afterAll(() => server?.close());

const SUGGEST = `query($search: String!, $first: Int) { mentionSuggestions(search: $search, first: $first) { id name email } }`;
type Suggested = { mentionSuggestions: { id: string; name: string; email: string }[] };

const emails = async (client: TestClient, search: string, first?: number) => {
  const result = await client.gql<Suggested>(SUGGEST, { search, first });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.mentionSuggestions.map((user) => user.email) ?? [];
};

describe('mentionSuggestions', () => {
  it('finds staff of the tenant by a few letters of the name or the email, names starting with them first', async () => {
    const found = await emails(admin, 'disp');
    expect(found.slice(0, 2)).toEqual(['dispatch@legwork.test', 'dispatch-lead@legwork.test']);
    expect(await emails(admin, '@Dispatch Lead')).toEqual(['dispatch-lead@legwork.test']);
  });

  it("never lists portal users, drivers or another tenant's staff", async () => {
    const cl = await emails(admin, 'cl', 20);
    expect(cl).toContain('client-relations@legwork.test');
    expect(cl).not.toContain('client@legwork.test');
    expect(cl).not.toContain('inactive-client@legwork.test');
    expect(await emails(admin, 'Cody')).toEqual([]);
    expect(await emails(admin, 'Dale Driver')).toEqual([]);
    expect(await emails(admin, 'north-dispatch')).toEqual([]);
  });

  it('takes LIKE wildcards as letters and caps the list', async () => {
    expect(await emails(admin, '%')).toEqual([]);
    expect(await emails(admin, '_')).toEqual([]);
    expect(await emails(admin, 'legwork', 3)).toHaveLength(3);
    const refused = await admin.gql(SUGGEST, { search: 'a', first: 500 });
    expect(expectError(refused, 'BAD_USER_INPUT').extensions.errors).toEqual({ first: ['The first must be between 1 and 20.'] });
  });

  it('is refused to a portal user', async () => {
    const client = await portalSession(server.url, 'client@legwork.test');
    const result = await client.gql(SUGGEST, { search: 'disp' });
    expectError(result, 'FORBIDDEN');
    expect(result.data?.mentionSuggestions ?? null).toBeNull();
  });
});
