import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthQuery } from '@/graphql/operations/auth';
import { signedIn, TestClient } from './support/client';
import { auditRows, count, createToken, expectError, one, PNG, uploadFile, userIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Me = Record<string, unknown> & {
  id: string;
  tenants: { name: string }[];
  clients: { displayName: string; customers: { code: string }[] }[];
  customers: { code: string; client: { displayName: string } }[];
};
const authQuery = print(AuthQuery);
const ME_FIELDS = ['clients', 'contact', 'customers', 'email', 'id', 'media', 'name', 'roles', 'searchKey', 'tenants'];
const EAST = {
  name: 'Legwork East',
  locale: 'en-US',
  currency: 'USD',
  weightUnit: 'lb',
  dimensionUnit: 'in',
  distanceUnit: 'mi',
  fuelUnit: 'gal',
  zoneSize: 50,
};
const NORTH = {
  name: 'Legwork North',
  locale: 'en-CA',
  currency: 'CAD',
  weightUnit: 'kg',
  dimensionUnit: 'cm',
  distanceUnit: 'km',
  fuelUnit: 'L',
  zoneSize: 80,
};

const me = async (email: string) => {
  const client = await signedIn(server.url, email);
  const result = await client.gql<{ me: Me }>(authQuery);
  expect(result.errors).toBeUndefined();
  expect(Object.keys(result.data?.me ?? {}).sort()).toEqual(ME_FIELDS);
  expect(result.data?.me.id).toBe(await userIdOf(server.db, email));
  return result.data?.me as Me;
};

describe('me (AuthQuery)', () => {
  it('answers the admin with both tenants, the contact and no clients', async () => {
    const admin = await me('admin@legwork.test');
    expect(admin).toMatchObject({
      email: 'admin@legwork.test',
      name: 'Ada Admin',
      roles: ['ADMIN'],
      media: [],
      clients: [],
      customers: [],
    });
    // A secured search key (issue 33): base64 of the hex HMAC-SHA256 of its restrictions, then the restrictions.
    const key = Buffer.from(String(admin.searchKey), 'base64').toString('utf8');
    expect(key).toMatch(/^[0-9a-f]{64}./);
    const restrictions = new URLSearchParams(key.slice(64));
    expect(restrictions.get('userToken')).toBe(admin.id);
    expect(Number(restrictions.get('validUntil'))).toBeGreaterThan(Date.now() / 1000);
    expect(admin.tenants).toEqual([expect.objectContaining(EAST), expect.objectContaining(NORTH)]);
    expect(admin.contact).toEqual({
      id: expect.any(String),
      firstName: 'Ada',
      lastName: 'Admin',
      fullName: 'Ada Admin',
      email: 'admin@legwork.test',
      phone: '555-0100',
      phoneExt: null,
      mobilePhone: null,
      fax: null,
      title: 'Admin',
    });
  });

  it("answers a client user with the client's customers", async () => {
    const client = await me('client@legwork.test');
    expect(client.roles).toEqual(['CLIENT']);
    expect(client.customers).toEqual([]);
    expect(client.clients).toEqual([
      {
        id: expect.any(String),
        displayName: 'Northwind Motors',
        deletedAt: null,
        customers: [
          { id: expect.any(String), displayName: 'Northwind Motors Airport', code: 'NWM-AP', deletedAt: null },
          { id: expect.any(String), displayName: 'Northwind Motors Downtown', code: 'NWM-DT', deletedAt: null },
        ],
      },
    ]);
  });

  it('answers a customer user with the customer and its client', async () => {
    const customer = await me('customer@legwork.test');
    expect(customer.clients).toEqual([]);
    expect(customer.customers).toEqual([
      {
        id: expect.any(String),
        displayName: 'Northwind Motors Downtown',
        code: 'NWM-DT',
        deletedAt: null,
        client: { id: expect.any(String), displayName: 'Northwind Motors', deletedAt: null },
      },
    ]);
  });

  it('answers null for an anonymous request', async () => {
    expect((await new TestClient(server.url).gql('{ me { id } }')).data).toEqual({ me: null });
  });
});

const UPDATE_PROFILE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { name email version } }';

describe('profile and contact', () => {
  it('refuses a stale version with CONFLICT and changes nothing', async () => {
    const client = await signedIn(server.url, 'dispatch-lead@legwork.test');
    const before = await one(server.db, 'SELECT name, version FROM users WHERE email = $1', ['dispatch-lead@legwork.test']);
    const result = await client.gql(UPDATE_PROFILE, { input: { name: 'Renamed', email: 'dispatch-lead@legwork.test', version: 99 } });
    expectError(result, 'CONFLICT');
    expect(result.data).toBeNull();
    expect(await one(server.db, 'SELECT name, version FROM users WHERE email = $1', ['dispatch-lead@legwork.test'])).toEqual(before);
  });

  it('refuses bad input with BAD_USER_INPUT and the field errors', async () => {
    const client = await signedIn(server.url, 'dispatch-lead@legwork.test');
    const error = expectError(
      await client.gql(UPDATE_PROFILE, { input: { name: '  ', email: 'not-an-email', version: 1 } }),
      'BAD_USER_INPUT',
    );
    expect(error.extensions.errors).toEqual({ name: ['The name field is required.'], email: ['The email must be a valid email address.'] });
    expect(await auditRows(server.db, 'profile.update', await userIdOf(server.db, 'dispatch-lead@legwork.test'))).toEqual([]);
  });

  it('updates the profile, bumps the version and audits before/after', async () => {
    const email = 'dispatch-lead@legwork.test';
    const client = await signedIn(server.url, email);
    const result = await client.gql(UPDATE_PROFILE, { input: { name: 'Dana Lead', email, version: 1 } });
    expect(result).toEqual({ status: 200, data: { updateProfile: { name: 'Dana Lead', email, version: 2 } } });
    expect(await one(server.db, 'SELECT name, version FROM users WHERE email = $1', [email])).toEqual({ name: 'Dana Lead', version: 2 });
    expect(await auditRows(server.db, 'profile.update', await userIdOf(server.db, email))).toEqual([
      expect.objectContaining({
        action: 'UPDATED',
        entityKind: 'Users',
        before: { name: 'Dispatch Lead Demo', email },
        after: { name: 'Dana Lead', email },
      }),
    ]);
  });

  it('updates the contact (blank strings become null) and refuses a bad email', async () => {
    const client = await signedIn(server.url, 'accounting@legwork.test');
    const mutation =
      'mutation($input: UpdateContactInput!) { updateContact(input: $input) { firstName lastName fullName email phone phoneExt title } }';
    const bad = expectError(await client.gql(mutation, { input: { email: 'nope' } }), 'BAD_USER_INPUT');
    expect(bad.extensions.errors).toEqual({ email: ['The email must be a valid email address.'] });
    const input = {
      firstName: 'Ace',
      lastName: 'Counter',
      email: 'ace@example.com',
      phone: ' 555-0199 ',
      phoneExt: '',
      title: 'Bookkeeper',
    };
    const result = await client.gql(mutation, { input });
    expect(result.data).toEqual({
      updateContact: {
        firstName: 'Ace',
        lastName: 'Counter',
        fullName: 'Ace Counter',
        email: 'ace@example.com',
        phone: '555-0199',
        phoneExt: null,
        title: 'Bookkeeper',
      },
    });
    const userId = await userIdOf(server.db, 'accounting@legwork.test');
    expect(await one(server.db, 'SELECT phone, phone_ext, mobile_phone FROM user_contacts WHERE user_id = $1', [userId])).toEqual({
      phone: '555-0199',
      phone_ext: null,
      mobile_phone: null,
    });
    const audits = await auditRows(server.db, 'contact.update', userId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { phone: '555-0100', title: 'Accounting' },
      after: { phone: '555-0199', title: 'Bookkeeper' },
    });
  });
});

describe('password change', () => {
  const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }';

  it('refuses a wrong current password and keeps the hash', async () => {
    const client = await signedIn(server.url, 'billing@legwork.test');
    const hash = await one(server.db, 'SELECT password_hash FROM users WHERE email = $1', ['billing@legwork.test']);
    const error = expectError(
      await client.gql(CHANGE, { input: { currentPassword: 'wrong', password: 'new-password-1', passwordConfirmation: 'new-password-1' } }),
      'BAD_USER_INPUT',
    );
    expect(error.extensions.errors).toEqual({ currentPassword: ['The provided password does not match your current password.'] });
    expect(await one(server.db, 'SELECT password_hash FROM users WHERE email = $1', ['billing@legwork.test'])).toEqual(hash);
  });

  it("ends the user's other sessions and keeps the current one", async () => {
    const current = await signedIn(server.url, 'billing@legwork.test');
    const other = await signedIn(server.url, 'billing@legwork.test');
    const bystander = await signedIn(server.url, 'billing-lead@legwork.test');
    const result = await current.gql(CHANGE, {
      input: { currentPassword: 'password', password: 'new-password-1', passwordConfirmation: 'new-password-1' },
    });
    expect(result.data).toEqual({ changePassword: true });
    expect((await other.request('GET', '/api/user')).status).toBe(401);
    expect((await current.request('GET', '/api/user')).status).toBe(200);
    expect((await bystander.request('GET', '/api/user')).status).toBe(200);
    const userId = await userIdOf(server.db, 'billing@legwork.test');
    expect(await count(server.db, 'sessions WHERE user_id = $1', [userId])).toBe(1);
    expect(await auditRows(server.db, 'password.change', userId)).toHaveLength(1);
    expect((await new TestClient(server.url).login('billing@legwork.test', 'new-password-1')).status).toBe(200);
  });
});

describe('avatar upload (GraphQL multipart request)', () => {
  const UPLOAD = 'mutation($file: File!) { uploadAvatar(file: $file) { id url fileName mimeType size category } }';

  it('stores the image, records a media row and serves the bytes back', async () => {
    const client = await signedIn(server.url, 'driver@legwork.test');
    const userId = await userIdOf(server.db, 'driver@legwork.test');
    const result = await uploadFile(client, UPLOAD, 'file', { bytes: PNG, name: 'me.png', type: 'image/png' });
    expect(result.errors).toBeUndefined();
    const media = (result.data as { uploadAvatar: Record<string, string> }).uploadAvatar;
    expect(media).toEqual({
      id: expect.any(String),
      url: `/media/${media.id}/me.png`,
      fileName: 'me.png',
      mimeType: 'image/png',
      size: PNG.length,
      category: 'AVATARS',
    });
    expect(await one(server.db, 'SELECT owner_kind, owner_id, size, tenant_id FROM media WHERE id = $1', [media.id])).toEqual({
      owner_kind: 'User',
      owner_id: userId,
      size: PNG.length,
      tenant_id: null,
    });
    expect(await auditRows(server.db, 'avatar.upload', userId)).toEqual([
      expect.objectContaining({ entityKind: 'Media', entityId: media.id, action: 'CREATED' }),
    ]);

    const file = await fetch(`${server.url}${media.url}`, { headers: { cookie: client.cookieHeader() } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${server.url}${media.url}`)).status).toBe(401);
    const mine = await client.gql<{ me: { media: { id: string }[] } }>('{ me { media { id } } }');
    expect(mine.data?.me.media).toEqual([{ id: media.id }]);
  });

  it('refuses a file that is not an image with BAD_USER_INPUT', async () => {
    const client = await signedIn(server.url, 'driver-safety@legwork.test');
    const result = await uploadFile(client, UPLOAD, 'file', {
      bytes: new TextEncoder().encode('hello'),
      name: 'notes.txt',
      type: 'text/plain',
    });
    expect(expectError(result, 'BAD_USER_INPUT').extensions.errors).toEqual({
      file: ['The avatar must be a PNG, JPEG, WebP or GIF image.'],
    });
    expect(await count(server.db, 'media WHERE owner_id = $1', [await userIdOf(server.db, 'driver-safety@legwork.test')])).toBe(0);
  });
});

describe('personal access tokens', () => {
  const LIST = '{ personalAccessTokens { id name lastUsedAt } }';
  const REVOKE = 'mutation($id: ID!) { revokePersonalAccessToken(id: $id) }';

  it('lists, creates and revokes tokens with audit rows', async () => {
    const client = await signedIn(server.url, 'storage-lead@legwork.test');
    const userId = await userIdOf(server.db, 'storage-lead@legwork.test');
    expect((await client.gql(LIST)).data).toEqual({ personalAccessTokens: [] });
    const empty = expectError(
      await client.gql('mutation { createPersonalAccessToken(input: { name: " " }) { plainTextToken } }'),
      'BAD_USER_INPUT',
    );
    expect(empty.extensions.errors).toEqual({ name: ['The name field is required.'] });
    const phone = await createToken(client, 'Phone');
    expect((await client.gql(LIST)).data).toEqual({ personalAccessTokens: [{ id: phone.id, name: 'Phone', lastUsedAt: null }] });
    expect(await auditRows(server.db, 'token.create', userId)).toEqual([
      expect.objectContaining({ entityKind: 'PersonalAccessTokens', entityId: phone.id, action: 'CREATED', after: { name: 'Phone' } }),
    ]);
    expect((await client.gql(REVOKE, { id: phone.id })).data).toEqual({ revokePersonalAccessToken: true });
    expect((await client.gql(LIST)).data).toEqual({ personalAccessTokens: [] });
    expect(await auditRows(server.db, 'token.revoke', userId)).toEqual([
      expect.objectContaining({ entityId: phone.id, action: 'DELETED', before: { name: 'Phone' } }),
    ]);
  });

  it("answers NOT_FOUND for someone else's token, an unknown id and a malformed id", async () => {
    const owner = await signedIn(server.url, 'client-relations@legwork.test');
    const token = await createToken(owner, 'Laptop');
    const intruder = await signedIn(server.url, 'client-relations-lead@legwork.test');
    for (const id of [token.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await intruder.gql(REVOKE, { id });
      expect(expectError(result, 'NOT_FOUND').message).toBe('Token not found.');
      expect(result.data).toBeNull();
    }
    expect(await count(server.db, 'personal_access_tokens WHERE id = $1', [token.id])).toBe(1);
    expect(await auditRows(server.db, 'token.revoke', await userIdOf(server.db, 'client-relations-lead@legwork.test'))).toEqual([]);
  });
});
