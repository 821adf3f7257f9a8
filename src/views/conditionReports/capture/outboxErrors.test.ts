import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { failureKind, MAX_DELAY_MS, missingFailure, outboxFailure, retryDelay } from './outboxErrors';

const graphqlError = (code: string, extensions: Record<string, unknown> = {}) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(`${code} happened`, { extensions: { code, ...extensions } })] });

const httpError = (status: number) =>
  new CombinedError({ networkError: new Error(`HTTP ${status}`), response: new Response(null, { status }) });

const offline = () => new CombinedError({ networkError: new TypeError('Network request failed') });

describe('failureKind', () => {
  it.each([
    ['BAD_USER_INPUT', 'final'],
    ['NOT_FOUND', 'final'],
    ['INVALID_TRANSITION', 'final'],
    ['FORBIDDEN', 'final'],
    ['CONFLICT', 'final'],
    ['SOMETHING_NEW', 'final'],
    ['UNAUTHENTICATED', 'signedOut'],
    ['TOO_MANY_REQUESTS', 'retry'],
    ['SERVICE_UNAVAILABLE', 'retry'],
    ['INTERNAL', 'retry'],
  ])('a GraphQL %s is %s', (code, kind) => {
    expect(failureKind(graphqlError(code))).toBe(kind);
  });

  it('retries when nothing answered (offline, DNS, a dropped connection)', () => {
    expect(failureKind(offline())).toBe('retry');
  });

  it.each([
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [504, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [401, 'signedOut'],
    [419, 'signedOut'],
    [409, 'signedOut'],
    [413, 'final'],
    [415, 'final'],
    [422, 'final'],
    [400, 'final'],
  ])('an HTTP %i without a GraphQL body is %s', (status, kind) => {
    expect(failureKind(httpError(status))).toBe(kind);
  });
});

describe('outboxFailure', () => {
  it('keeps a refusal’s field errors, keyed by the draft’s fields', () => {
    const error = graphqlError('BAD_USER_INPUT', {
      errors: { 'input.damages.0.photoIds.0': ['Not a damage photo.'], 'input.keysCount': ['Too many.'] },
    });
    expect(outboxFailure(error)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'BAD_USER_INPUT happened',
      fieldErrors: { 'damages.0.photoLocalIds.0': ['Not a damage photo.'], keysCount: ['Too many.'] },
      kind: 'final',
      photoLocalId: null,
    });
  });

  it('names the photo a refusal is about', () => {
    const failure = outboxFailure(graphqlError('BAD_USER_INPUT', { errors: { file: ['The file is not an image.'] } }), 'p-1');
    expect(failure).toMatchObject({ kind: 'final', photoLocalId: 'p-1', fieldErrors: { file: ['The file is not an image.'] } });
  });

  it('tells a signed-out driver the report stays on the phone', () => {
    expect(outboxFailure(graphqlError('UNAUTHENTICATED')).message).toMatch(/stays on this phone/);
  });

  it('says a proxy’s 413 is a photo too large, not a lost connection', () => {
    expect(outboxFailure(httpError(413), 'p-2')).toMatchObject({
      kind: 'final',
      message: 'The photo is too large to send.',
      photoLocalId: 'p-2',
    });
  });

  it('says a busy server is not the driver’s connection', () => {
    expect(outboxFailure(httpError(503))).toMatchObject({ kind: 'retry', message: expect.stringMatching(/not answering right now/) });
  });

  it('words a lost connection as one', () => {
    expect(outboxFailure(offline())).toMatchObject({ kind: 'retry', message: expect.stringMatching(/could not be reached/) });
  });

  it('turns missing answers into a final refusal with their messages', () => {
    expect(missingFailure({ keysCount: ['Count the keys.'] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Count the keys.',
      fieldErrors: { keysCount: ['Count the keys.'] },
      kind: 'final',
      photoLocalId: null,
    });
  });
});

describe('retryDelay', () => {
  it('doubles from 2 s, between half and the whole of each step', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, () => 1))).toEqual([2_000, 4_000, 8_000, 16_000]);
  });

  it('stops growing at 5 minutes however long the network is gone', () => {
    expect(retryDelay(40, () => 1)).toBe(MAX_DELAY_MS);
    expect(retryDelay(1_000, () => 0)).toBe(MAX_DELAY_MS / 2);
  });

  it('spreads phones that come back online together', () => {
    const delays = new Set(Array.from({ length: 20 }, (_, index) => retryDelay(4, () => index / 20)));
    expect(delays.size).toBe(20);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(16_000);
  });
});
