import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '@/generated';
import { useCurrentUser } from '../../kit/app/useCurrentUser';
import { useStoredState } from '../../kit/ui/useStoredState';
import { COLUMN_BY_ID, type ColumnId, DEFAULT_COLUMNS, type OrderColumn, parseColumns } from './columns';

const KEY = 'orders.columns';

export const OrderColumnsPreferenceQuery = graphql(`
  query OrderColumnsPreference {
    preference(key: "orders.columns")
  }
`);

export const SaveOrderColumnsMutation = graphql(`
  mutation SaveOrderColumns($value: JSON!) {
    setPreference(key: "orders.columns", value: $value)
  }
`);

/**
 * The orders list's columns as this person chose them: kept on the server for them (every machine they sign in on)
 * and in this browser, so the list draws at once in their columns and the server's copy follows.
 */
export const useOrderColumns = () => {
  const user = useCurrentUser();
  const [local, setLocal] = useStoredState<ColumnId[]>(`legwork.${KEY}.${user?.id ?? 'anyone'}`, [...DEFAULT_COLUMNS], parseColumns);
  const [{ data }] = useQuery({ query: OrderColumnsPreferenceQuery, requestPolicy: 'network-only' });
  const [, save] = useMutation(SaveOrderColumnsMutation);
  const [changedHere, setChangedHere] = useState(false);
  const saved = useMemo(() => (data ? parseColumns(data.preference) : null), [data]);
  // Chosen on another machine: this browser takes the saved choice (unless the person changed it here meanwhile).
  // Kept only when it differs: the same columns answered again must not draw every row again.
  useEffect(() => {
    if (saved && !changedHere && saved.join() !== local.join()) setLocal(saved);
  }, [saved, changedHere, local, setLocal]);
  const chosen = !changedHere && saved ? saved : local;
  // One array while the choice is the same, whichever copy it came from (the rows are memoized on it).
  const key = chosen.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the choice itself; `chosen` is a new array each answer
  const ids = useMemo(() => chosen, [key]);
  const columns = useMemo(
    () =>
      ids.flatMap((id): OrderColumn[] => {
        const column = COLUMN_BY_ID.get(id);
        return column ? [column] : [];
      }),
    [ids],
  );
  const setIds = (next: ColumnId[]) => {
    const chosen = parseColumns(next) ?? [...DEFAULT_COLUMNS];
    setChangedHere(true);
    setLocal(chosen);
    void save({ value: chosen });
  };
  return { ids, columns, setIds };
};
