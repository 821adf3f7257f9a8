import { useMemo } from 'react';
import { useCurrentUser } from '../../app/useCurrentUser';
import { useStoredState } from '../../ui/useStoredState';
import { COLUMN_BY_ID, type ColumnId, DEFAULT_COLUMNS, type OrderColumn, parseColumns } from './columns';

/** The orders list's columns as this person chose them, kept in this browser per user. */
export const useOrderColumns = () => {
  const user = useCurrentUser();
  const [ids, setIds] = useStoredState<ColumnId[]>(`legwork.orders.columns.${user?.id ?? 'anyone'}`, [...DEFAULT_COLUMNS], parseColumns);
  const columns = useMemo(() => ids.flatMap((id): OrderColumn[] => { const column = COLUMN_BY_ID.get(id); return column ? [column] : []; }), [ids]);
  return { ids, columns, setIds: (next: ColumnId[]) => setIds(parseColumns(next) ?? [...DEFAULT_COLUMNS]) };
};
