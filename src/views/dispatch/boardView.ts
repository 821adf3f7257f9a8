import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import type { DispatchBoardFilter } from '@/generated/graphql';

/** The statuses the board shows (the server's default when no chip is on), in the order a leg passes them. */
export const OPEN_STATUSES = [
  'CLEARED_FOR_DISPATCH',
  'PENDING_PICKUP',
  'IN_TRANSIT',
  'ABORTED',
] as const satisfies readonly OrderLegStatus[];
export type OpenStatus = (typeof OPEN_STATUSES)[number];

/** A board's filters, page and open leg, all of it in the URL (a dispatcher can share or reload a view). */
export type BoardView = {
  q: string;
  page: number;
  status: OpenStatus[];
  from: string;
  to: string;
  regions: string[];
  unassigned: boolean;
  /** The leg open in the side panel. */
  leg: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REGION = /^[A-Z]{2,3}$/;

export const readBoardView = (search: string): BoardView => {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? (params.get(name) as string) : '');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    status: (params.get('status') ?? '')
      .split(',')
      .filter((value): value is OpenStatus => (OPEN_STATUSES as readonly string[]).includes(value)),
    from: day('from'),
    to: day('to'),
    regions: (params.get('regions') ?? '').split(',').filter((value) => REGION.test(value)),
    unassigned: params.get('unassigned') === '1',
    leg: UUID.test(params.get('leg') ?? '') ? (params.get('leg') as string) : '',
  };
};

export const boardHref = (path: string, view: BoardView): string => {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.status.length > 0) params.set('status', view.status.join(','));
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.regions.length > 0) params.set('regions', view.regions.join(','));
  if (view.unassigned) params.set('unassigned', '1');
  if (view.page > 1) params.set('page', String(view.page));
  if (view.leg) params.set('leg', view.leg);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** The server's filter for a view; a day still being typed (not YYYY-MM-DD) never reaches it. */
export const boardFilter = (view: BoardView): DispatchBoardFilter => ({
  status: view.status.length > 0 ? view.status : null,
  from: view.from || null,
  to: view.to || null,
  regions: view.regions.length > 0 ? view.regions : null,
  unassigned: view.unassigned || null,
  search: view.q || null,
});

export const isFiltered = (view: BoardView): boolean =>
  Boolean(view.q || view.status.length > 0 || view.from || view.to || view.regions.length > 0 || view.unassigned);
