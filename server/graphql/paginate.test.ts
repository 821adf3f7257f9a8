import { describe, expect, it } from 'vitest';
import type { Queryable, Row } from '../db/database';
import { COUNT_CAP, paginate } from './paginate';

/** A database that answers the pager's three kinds of statement from fixed figures and writes down what it ran. */
const fake = (figures: { rows: number; matches: number; estimate: number }) => {
  const ran: string[] = [];
  const db: Queryable = {
    query: async <T extends Row>(text: string) => {
      ran.push(text);
      if (text.startsWith('EXPLAIN')) return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': figures.estimate } }] }] as unknown as T[] };
      if (text.startsWith('SELECT count(*)')) return { rows: [{ n: Math.min(figures.matches, COUNT_CAP + 1) }] as unknown as T[] };
      const windowed = text.includes('count(*) OVER ()');
      const rows = Array.from({ length: figures.rows }, (_, i) =>
        windowed ? { id: i, __windowTotal: String(figures.matches) } : { id: i },
      );
      return { rows: rows as unknown as T[] };
    },
  };
  return { db, ran };
};

const page = {
  select: 'o.id',
  from: 'orders o',
  where: 'o.tenant_id = $1 AND o.leg_statuses && $2',
  params: ['t', ['IN_TRANSIT']],
  orderBy: 'o.id',
  first: 25,
  page: 1,
};
const withBits = { ...page, largeCountWhere: 'o.tenant_id = $1 AND (o.leg_status_mask & 64) <> 0' };
const counted = (ran: string[]) => ran.find((text) => text.startsWith('SELECT count(*)')) ?? '';

describe('paginate', () => {
  it('counts a large list through its large-list form, exactly up to the cap', async () => {
    const { db, ran } = fake({ rows: 26, matches: 800, estimate: 5000 });
    const result = await paginate(db, withBits);
    expect(result.paginatorInfo).toMatchObject({ total: 800, lastPage: 32, hasMorePages: true });
    expect(ran.filter((text) => text.startsWith('EXPLAIN'))).toHaveLength(1);
    expect(counted(ran)).toContain('leg_status_mask');
  });

  it('keeps the plain form when the planner expects a small list', async () => {
    const { db, ran } = fake({ rows: 26, matches: 40, estimate: 30 });
    expect((await paginate(db, withBits)).paginatorInfo.total).toBe(40);
    expect(counted(ran)).toContain('leg_statuses &&');
  });

  it('past the cap answers the estimate it already has, never below the cap', async () => {
    const { db, ran } = fake({ rows: 26, matches: 20_000, estimate: 19_500 });
    expect((await paginate(db, withBits)).paginatorInfo.total).toBe(19_500);
    expect(ran.filter((text) => text.startsWith('EXPLAIN'))).toHaveLength(1);
    const low = fake({ rows: 26, matches: 20_000, estimate: 900 });
    expect((await paginate(low.db, withBits)).paginatorInfo.total).toBe(COUNT_CAP + 1);
  });

  it('without a large-list form counts first and asks for the estimate only past the cap', async () => {
    const small = fake({ rows: 26, matches: 40, estimate: 5000 });
    expect((await paginate(small.db, page)).paginatorInfo.total).toBe(40);
    expect(small.ran.some((text) => text.startsWith('EXPLAIN'))).toBe(false);
    const large = fake({ rows: 26, matches: 20_000, estimate: 19_000 });
    expect((await paginate(large.db, page)).paginatorInfo.total).toBe(19_000);
  });

  it('reads the total off a last page without counting', async () => {
    const { db, ran } = fake({ rows: 7, matches: 7, estimate: 5000 });
    expect((await paginate(db, withBits)).paginatorInfo).toMatchObject({ total: 7, lastPage: 1, hasMorePages: false });
    expect(ran).toHaveLength(1);
  });

  it("counts in the page's own pass when asked: exact past the cap, one statement, the rows without the count", async () => {
    const { db, ran } = fake({ rows: 26, matches: 20_000, estimate: 900 });
    const result = await paginate(db, { ...page, countWithPage: true });
    expect(result.paginatorInfo).toMatchObject({ total: 20_000, lastPage: 800, hasMorePages: true });
    expect(result.data[0]).toEqual({ id: 0 });
    expect(ran).toHaveLength(1);
    expect(ran[0]).toContain('count(*) OVER ()');
  });

  it('counts separately when a counted page comes back empty (a page past the end)', async () => {
    const { db, ran } = fake({ rows: 0, matches: 40, estimate: 40 });
    const result = await paginate(db, { ...page, page: 9, countWithPage: true });
    expect(result.paginatorInfo.total).toBe(40);
    expect(counted(ran)).toContain('leg_statuses &&');
  });
});
