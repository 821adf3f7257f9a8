import { Client, type Exchange, makeResult } from '@urql/core';
import { delay, filter, map, pipe } from 'wonka';

/**
 * An exchange that answers every operation from a table by kind (query, mutation, subscription), instead of the
 * network: each answer is a value, or a function of the operation's variables. `asked` lists the kinds it was asked,
 * so a test can say that a page did not ask the server again.
 */
export const answering =
  (answers: Record<string, unknown>, asked: string[] = []): Exchange =>
  () =>
  (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation) => {
        asked.push(operation.kind);
        const answer = answers[operation.kind];
        const data = typeof answer === 'function' ? answer(operation.variables) : answer;
        return makeResult(operation, { data: data as Record<string, unknown> });
      }),
      // As the network would: after the operation is registered.
      delay(1),
    );

/** A client with a layout's cache exchange in front of `answering`: what the pages read, with no server. */
export const answeringClient = (cache: Exchange, answers: Record<string, unknown>, asked?: string[]): Client =>
  new Client({ url: '/graphql', exchanges: [cache, answering(answers, asked)] });
