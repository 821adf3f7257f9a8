import type { Queryable, Row } from '../db/database';

export const MAX_PER_PAGE = 100;

export type PageQuery = {
  select: string;
  from: string;
  where: string;
  params: unknown[];
  orderBy: string;
  first: number;
  page: number;
};

/** A Lighthouse paginator: `{ data, paginatorInfo }`; `first` is clamped to 1..100. */
export const paginate = async <T extends Row>(db: Queryable, q: PageQuery) => {
  const perPage = Math.min(Math.max(1, Math.trunc(q.first)), MAX_PER_PAGE);
  const currentPage = Math.max(1, Math.trunc(q.page));
  const n = q.params.length;
  const [{ rows: data }, { rows: counted }] = [
    await db.query<T>(
      `SELECT ${q.select} FROM ${q.from} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...q.params, perPage, (currentPage - 1) * perPage],
    ),
    await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${q.from} WHERE ${q.where}`, q.params),
  ];
  const total = counted[0].total;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const firstItem = data.length > 0 ? (currentPage - 1) * perPage + 1 : null;
  return {
    data,
    paginatorInfo: {
      count: data.length,
      currentPage,
      firstItem,
      hasMorePages: currentPage < lastPage,
      lastItem: firstItem === null ? null : firstItem + data.length - 1,
      lastPage,
      perPage,
      total,
    },
  };
};
