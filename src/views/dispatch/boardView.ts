import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import type { DispatchBoardFilter } from '@/generated/graphql';
import { day, flag, id, listUrl, manyOf, page, text } from '../kit/list/listUrl';

/** The statuses the board shows (the server's default when no chip is on), in the order a leg passes them. */
export const OPEN_STATUSES = [
  'CLEARED_FOR_DISPATCH',
  'PENDING_PICKUP',
  'IN_TRANSIT',
  'ABORTED',
] as const satisfies readonly OrderLegStatus[];
export type OpenStatus = (typeof OPEN_STATUSES)[number];

const REGION = /^[A-Z]{2,3}$/;

/** A board's filters, page and open leg (the side panel's), all of it in the URL (a dispatcher can share or reload a view). */
export const boardUrl = listUrl('/dispatch', {
  q: text('q'),
  status: manyOf('status', OPEN_STATUSES),
  from: day('from'),
  to: day('to'),
  regions: manyOf<string>('regions', (raw) => REGION.test(raw)),
  unassigned: flag('unassigned'),
  page: page(),
  leg: id('leg', 'position'),
});

export type BoardView = ReturnType<typeof boardUrl.read>;

export const readBoardView = boardUrl.read;

export const boardHref = (path: string, view: BoardView): string => boardUrl.href(view, path);

/** The server's filter for a view; a day still being typed (not YYYY-MM-DD) never reaches it. */
export const boardFilter = (view: BoardView): DispatchBoardFilter => ({
  status: view.status.length > 0 ? view.status : null,
  from: view.from || null,
  to: view.to || null,
  regions: view.regions.length > 0 ? view.regions : null,
  unassigned: view.unassigned || null,
  search: view.q || null,
});

export const isFiltered = boardUrl.isFiltered;
