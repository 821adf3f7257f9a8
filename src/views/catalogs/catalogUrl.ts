import { type CatalogItemStatus, CatalogItemStatusValues } from '@/generated/enums/CatalogItemStatus';
import { listUrl, oneOf, page, type Sort, sort, text } from '../kit/list/listUrl';

/**
 * A catalog list's view, all of it in its URL: the search, the kind of item (`?type=TAX`; a document type's record,
 * `?appliesTo=ORDER`), the status (`?status=RETIRED`), the sort and the page.
 */
export const catalogUrl = <Kind extends string, Column extends string>(
  path: string,
  kind: { param: string; values: readonly Kind[] },
  columns: readonly Column[],
  initial: Sort<Column>,
) =>
  listUrl(path, {
    q: text('q'),
    kind: oneOf(kind.param, kind.values),
    status: oneOf('status', CatalogItemStatusValues),
    sort: sort('sort', columns, initial),
    page: page(),
  });

export type CatalogView<Kind extends string, Column extends string> = {
  q: string;
  kind: Kind | '';
  status: CatalogItemStatus | '';
  sort: Sort<Column>;
  page: number;
};

/** The variables every catalog query shares for a view (the kind's own is the page's). */
export const catalogFilter = <Column extends string>(view: CatalogView<string, Column>) => ({
  search: view.q || null,
  status: view.status || null,
  orderBy: [view.sort],
});
