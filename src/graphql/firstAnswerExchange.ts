import { type Exchange, makeResult, type Operation, type OperationResult } from '@urql/core';
import { filter, fromPromise, makeSubject, map, merge, mergeMap, pipe, share, takeUntil } from 'wonka';
import { type Answer, type FirstAnswer, firstAnswerFor, forgetFirstAnswer } from './firstAnswers';

/**
 * Between the cache and the network: a query the page's HTML asked early gets that answer (the cache writes it as
 * any other); without one, or when the early answer failed, the operation goes on to the network.
 */
export const firstAnswerExchange =
  (tenantId: () => string | null): Exchange =>
  ({ forward }) =>
  (operations$) => {
    const shared$ = pipe(operations$, share);
    const tagged$ = pipe(
      shared$,
      map((operation) => ({ operation, early: firstAnswerFor(operation, tenantId()) })),
      share,
    );
    // An operation whose early answer failed goes to the network after all.
    const late = makeSubject<Operation>();
    const network$ = forward(
      merge([
        pipe(
          tagged$,
          filter(({ early }) => early === null),
          map(({ operation }) => operation),
        ),
        late.source,
      ]),
    );
    const early$ = pipe(
      tagged$,
      filter(({ early }) => early !== null),
      mergeMap(({ operation, early }) =>
        pipe(
          fromPromise((early as FirstAnswer).answer),
          // Torn down before the answer came: it stays for the operation that takes this one's place.
          takeUntil(
            pipe(
              shared$,
              filter((next) => next.kind === 'teardown' && next.key === operation.key),
            ),
          ),
          filter((answer) => {
            forgetFirstAnswer((early as FirstAnswer).key);
            if (!answer) late.next(operation);
            return answer !== null;
          }),
          map((answer): OperationResult => makeResult(operation, answer as Answer)),
        ),
      ),
    );
    return merge([early$, network$]);
  };
