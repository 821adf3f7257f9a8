import { createRequest, makeOperation } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askFirstQueries,
  dropFirstAnswers,
  FRESH_MS,
  firstAnswerFor,
  forgetFirstAnswer,
  readFirstQueryHints,
  readFirstSession,
  variablesKey,
} from './firstAnswers';
import { FIRST_QUERIES_ELEMENT, FIRST_SESSION_ELEMENT } from './firstQueryHint';

const QUERY =
  'query OrdersList($first: Int, $page: Int, $status: [OrderListStatus!]) { orders(first: $first, page: $page, status: $status) { data { id } } }';
const operation = (variables: Record<string, unknown>) =>
  makeOperation('query', createRequest(QUERY, variables), { url: '/graphql', requestPolicy: 'cache-first' });
const hint = { operationName: 'OrdersList', query: QUERY, variables: { status: ['CREATED'], first: 100, page: 1 } };
const EAST = 'e4c935e6-afd9-4775-a965-c4504ff95005';

const answering = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );

afterEach(() => {
  dropFirstAnswers();
  vi.unstubAllGlobals();
});

describe('the first answers', () => {
  it('match variables whatever their key order, and nothing else', () => {
    expect(variablesKey({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      variablesKey({ a: { c: null, d: [1, { e: 3, f: 2 }] }, b: 1 }),
    );
    expect(variablesKey({ a: 1, b: undefined })).toBe(variablesKey({ a: 1 }));
    expect(variablesKey({ a: [1, 2] })).not.toBe(variablesKey({ a: [2, 1] }));
    expect(variablesKey({ a: '1' })).not.toBe(variablesKey({ a: 1 }));
  });

  it('give the answer to the operation that asks exactly that, in the tenant it was asked in, until it is delivered', async () => {
    answering({ data: { orders: { data: [] } } });
    askFirstQueries([hint], EAST);
    expect(firstAnswerFor(operation({ first: 100, page: 1, status: ['CREATED', 'ON_HOLD'] }), EAST)).toBeNull();
    expect(firstAnswerFor(operation({ page: 1, first: 100, status: ['CREATED'] }), 'another-tenant')).toBeNull();
    // Asked for another tenant than the app chose: gone, not kept for later.
    expect(firstAnswerFor(operation(hint.variables), EAST)).toBeNull();

    askFirstQueries([hint], EAST);
    const early = firstAnswerFor(operation({ page: 1, first: 100, status: ['CREATED'] }), EAST);
    await expect(early?.answer).resolves.toEqual({ data: { orders: { data: [] } } });
    // A query torn down and started again before delivery finds it still.
    expect(firstAnswerFor(operation(hint.variables), EAST)?.key).toBe(early?.key);
    forgetFirstAnswer(early?.key ?? '');
    expect(firstAnswerFor(operation(hint.variables), EAST)).toBeNull();
  });

  it('are not used once older than FRESH_MS, without a tenant, or when the server did not answer whole', async () => {
    answering({ data: { orders: { data: [] } } });
    askFirstQueries([hint], EAST, 1_000);
    expect(firstAnswerFor(operation(hint.variables), EAST, 1_000 + FRESH_MS + 1)).toBeNull();
    askFirstQueries([hint], null);
    expect(firstAnswerFor(operation(hint.variables), null)).toBeNull();

    answering({ data: { orders: null }, errors: [{ message: 'Select a tenant', extensions: { code: 'FORBIDDEN' } }] });
    askFirstQueries([hint], EAST);
    await expect(firstAnswerFor(operation(hint.variables), EAST)?.answer).resolves.toBeNull();
    answering({ message: 'Unauthenticated.' }, 401);
    askFirstQueries([hint], EAST);
    await expect(firstAnswerFor(operation(hint.variables), EAST)?.answer).resolves.toBeNull();
  });

  it('read only what the server writes from the HTML', () => {
    const page = (text: string | null) =>
      ({
        getElementById: (id: string) => (id === FIRST_QUERIES_ELEMENT && text !== null ? { textContent: text } : null),
      }) as unknown as Document;
    expect(readFirstQueryHints(page(JSON.stringify([hint])))).toEqual([hint]);
    expect(readFirstQueryHints(page(null))).toEqual([]);
    expect(readFirstQueryHints(page('{not json'))).toEqual([]);
    expect(readFirstQueryHints(page(JSON.stringify([{ operationName: 1 }, hint, { ...hint, variables: [] }])))).toEqual([hint]);
  });

  it("read the session's answers only as the server writes them", () => {
    const page = (text: string | null) =>
      ({
        getElementById: (id: string) => (id === FIRST_SESSION_ELEMENT && text !== null ? { textContent: text } : null),
      }) as unknown as Document;
    const session = { user: { id: 'u1' }, auth: { me: { id: 'u1' } } };
    expect(readFirstSession(page(JSON.stringify(session)))).toEqual(session);
    expect(readFirstSession(page(null))).toBeNull();
    expect(readFirstSession(page('{not json'))).toBeNull();
    expect(readFirstSession(page(JSON.stringify({ user: { id: 'u1' } })))).toBeNull();
    expect(readFirstSession(page(JSON.stringify({ user: [], auth: { me: null } })))).toBeNull();
  });
});
