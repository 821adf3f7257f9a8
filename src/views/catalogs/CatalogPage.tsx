import { type ReactNode, useState } from 'react';
import type { AnyVariables } from 'urql';
import { type CatalogItemStatus, CatalogItemStatusValues } from '@/generated/enums/CatalogItemStatus';
import type { Noun } from '../kit/list/countText';
import { type ListCsv, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import type { ListSource } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import type { ListUrl } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { FieldSelect } from '../kit/ui/FieldSelect';
import type { CatalogView } from './catalogUrl';
import { STATUS_LABEL, STATUS_TONE } from './labels';

/** How an item's dialog ends: closed (the list reloads when something changed), or left open over the list reloaded. */
export type ItemDone = { close: (changed: boolean) => void; reload: () => void };

/** What every catalog row has: the list shows its status and opens it to edit. */
type ItemRow = { id: string; status: CatalogItemStatus };

export type CatalogPageProps<Kind extends string, Column extends string, Data, Vars extends AnyVariables, Row extends ItemRow> = {
  title: string;
  noun: Noun;
  url: ListUrl<CatalogView<Kind, Column>>;
  source: ListSource<Data, Vars, CatalogView<Kind, Column>, Row>;
  search: { label: string; hint: string };
  /** The kind filter: its label ("Type", "Applies to") and its choices. */
  kind: { label: string; placeholder: string; choices: readonly { value: Kind; label: string }[] };
  columns: readonly ListColumn<Row, Column>[];
  csv: ListCsv<Row>;
  /** How the Edit button names a row ("Edit TAX-NY"). */
  labelOf: (row: Row) => string;
  /** The form of a new item (null) or of a row: `close` (after a save or a move, reloading the list), `reload` (on a CONFLICT). */
  dialog: (item: Row | null, done: ItemDone) => ReactNode;
};

/**
 * A catalog's list page (docs/list-kit.md): search, the kind and status filters in the URL, server paging and sort, the
 * count, the CSV of every filtered row, the column choice; "New …" and each row's Edit open the item's dialog.
 */
export const CatalogPage = <Kind extends string, Column extends string, Data, Vars extends AnyVariables, Row extends ItemRow>({
  title,
  noun,
  url,
  source,
  search,
  kind,
  columns,
  csv,
  labelOf,
  dialog,
}: CatalogPageProps<Kind, Column, Data, Vars, Row>) => {
  const { view, update, list, page } = useList(url, source, { noun, search: 'q' });
  const [open, setOpen] = useState<{ item: Row | null } | null>(null);
  const done: ItemDone = {
    close: (changed) => {
      setOpen(null);
      if (changed) list.retry();
    },
    reload: list.retry,
  };
  // The open item as the list now has it: after a reload, its new version (the form keeps what was typed).
  const edited = open?.item ? (list.rows.find((row) => row.id === open.item?.id) ?? open.item) : null;
  const allColumns: ListColumn<Row, Column>[] = [
    ...columns,
    { id: 'status', label: 'Status', cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{STATUS_LABEL[row.status]}</Badge> },
    {
      id: 'actions',
      label: 'Actions',
      cell: (row) => (
        <Button className="btn-small" aria-label={`Edit ${labelOf(row)}`} onClick={() => setOpen({ item: row })}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage
        title={title}
        {...page}
        actions={
          <Button variant="primary" onClick={() => setOpen({ item: null })}>
            New {noun.one}
          </Button>
        }
        search={search}
        empty={{ clearLabel: `Show every ${noun.one}` }}
        filters={
          <div className="filter-row">
            <FieldSelect
              label={kind.label}
              placeholder={kind.placeholder}
              choices={kind.choices}
              value={view.kind}
              onChange={(value) => update({ kind: kind.choices.find((choice) => choice.value === value)?.value ?? '' })}
            />
            <FieldSelect
              label="Status"
              placeholder="Active and retired"
              choices={CatalogItemStatusValues.map((value) => ({ value, label: STATUS_LABEL[value] }))}
              value={view.status}
              onChange={(value) => update({ status: CatalogItemStatusValues.find((status) => status === value) ?? '' })}
            />
            <ListCsvExport source={source} filter={view} csv={csv} disabled={!list.info?.total} />
          </div>
        }
        table={{
          caption: title,
          columns: allColumns,
          rowKey: (row) => row.id,
          sort: { value: view.sort, onSort: (sort) => update({ sort }) },
          choiceKey: url.path.replace('/admin/', ''),
        }}
      />
      {open && dialog(edited, done)}
    </>
  );
};
