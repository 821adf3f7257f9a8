import type { CombinedError } from '@urql/core';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import type { OrdersListQuery as OrdersListResult } from '@/generated/graphql';
import { ORDER_PAGE_SIZE, type OrderListVariables } from '../../../domain/orderListUrl';
import { OrdersListQuery } from './ordersList.graphql';

export const PAGE_SIZE = ORDER_PAGE_SIZE;

export type OrderListRow = OrdersListResult['orders']['data'][number];

type Pages = {
  key: string;
  total: number | null;
  rows: ReadonlyMap<number, readonly OrderListRow[]>;
  error: CombinedError | null;
};

const clientNumbers = new WeakMap<object, number>();
let clientsSeen = 0;
const clientNumber = (client: object): number => {
  let number = clientNumbers.get(client);
  if (number === undefined) {
    clientsSeen += 1;
    number = clientsSeen;
    clientNumbers.set(client, number);
  }
  return number;
};

const empty = (key: string): Pages => ({ key, total: null, rows: new Map(), error: null });

/**
 * The list as pages of ORDER_PAGE_SIZE fetched on demand: `ensure(index)` asks for the page holding that row. Each page is a
 * live graphcache query, so a change pushed by a subscription shows in the row without refetching.
 */
export const useOrderPages = (variables: OrderListVariables, pause: boolean) => {
  const client = useClient();
  const key = JSON.stringify(variables);
  const [attempt, setAttempt] = useState(0);
  // The client is replaced on a tenant switch (new cache and socket): its queries die with it, so it is part of the key.
  const current = `${clientNumber(client)}#${attempt}#${key}`;
  const [pages, setPages] = useState<Pages>(() => empty(current));
  const subscriptions = useRef(new Map<number, { unsubscribe: () => void }>());
  const active = useRef(current);
  active.current = current;

  // A new view (or a retry) starts from no pages: results of the old one are ignored, its queries closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cleanup must run whenever `current` changes
  useEffect(() => {
    const open = subscriptions.current;
    return () => {
      for (const subscription of open.values()) subscription.unsubscribe();
      open.clear();
    };
  }, [current]);

  const ensure = useCallback(
    (page: number) => {
      if (pause || subscriptions.current.has(page)) return;
      const owner = current;
      const policy = attempt > 0 ? 'cache-and-network' : 'cache-first';
      const source = client.query(OrdersListQuery, { ...variables, first: PAGE_SIZE, page }, { requestPolicy: policy });
      const subscription = source.subscribe((result) => {
        if (active.current !== owner) return;
        // Rows render as a transition: React yields between them, so a page of answers never blocks typing or scrolling.
        startTransition(() =>
          setPages((previous) => {
            const state = previous.key === owner ? previous : empty(owner);
            if (result.error && !result.data) return { ...state, error: result.error };
            const data = result.data?.orders;
            if (!data) return state;
            const rows = new Map(state.rows);
            rows.set(page, data.data);
            return { ...state, rows, total: data.paginatorInfo.total, error: null };
          }),
        );
      });
      subscriptions.current.set(page, subscription);
    },
    [client, current, pause, variables, attempt],
  );

  // The first page tells the total, which the table needs before it can ask for the pages in view.
  useEffect(() => ensure(1), [ensure]);

  const settled = pages.key === current;
  const rowAt = (index: number): OrderListRow | undefined =>
    settled ? pages.rows.get(Math.floor(index / PAGE_SIZE) + 1)?.[index % PAGE_SIZE] : undefined;
  return {
    total: settled ? pages.total : null,
    error: settled ? pages.error : null,
    rowAt,
    ensure,
    retry: () => setAttempt((n) => n + 1),
  };
};
