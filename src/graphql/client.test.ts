import { cacheExchange } from '@urql/core';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphQLClient } from './client';

type Sent = { url: string; method: string; headers: Headers; body: string | null };

let sent: Sent[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=token%3D1' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body ? String(init.body) : null,
    });
    if (String(input) === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
    return Response.json({ data: { __typename: 'Query' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

// Parsed, not tagged: GraphQL Code Generator reads tagged documents from src/ (these are only the test's).
const PROBE_QUERY = parse('query Probe { __typename }');
const PROBE_MUTATION = parse('mutation Probe { __typename }');

const client = (tenant: string | null) =>
  createGraphQLClient({ tenantId: () => tenant, signedIn: () => true, onExpired: vi.fn(), onUnverified: vi.fn() }, () => cacheExchange)
    .client;

describe('the GraphQL client (every operation a POST with X-XSRF-TOKEN and X-TENANT)', () => {
  it('sends a query as a POST to /graphql with the anti-forgery token and the tenant', async () => {
    const result = await client('tenant-1').query(PROBE_QUERY, {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /graphql']);
    expect(sent[0].headers.get('x-xsrf-token')).toBe('token=1');
    expect(sent[0].headers.get('x-tenant')).toBe('tenant-1');
    expect(JSON.parse(sent[0].body ?? '{}')).toMatchObject({ operationName: 'Probe' });
  });

  it('sends an empty X-TENANT before a tenant is chosen', async () => {
    await client(null).query(PROBE_QUERY, {}).toPromise();
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers.get('x-tenant')).toBe('');
  });

  it('fetches a fresh anti-forgery cookie before a mutation', async () => {
    await client('tenant-1').mutation(PROBE_MUTATION, {}).toPromise();
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /sanctum/csrf-cookie', 'POST /graphql']);
    expect(sent[1].headers.get('x-xsrf-token')).toBe('token=1');
  });
});
