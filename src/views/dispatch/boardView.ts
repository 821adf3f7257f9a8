import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import type { DispatchBoardFilter } from '@/generated/graphql';
import { day, flag, id, ids, listUrl, manyOf, page, text } from '../kit/list/listUrl';

/** The statuses the board shows (the server's default when no chip is on), in the order a leg passes them. */
export const OPEN_STATUSES = [
  'CLEARED_FOR_DISPATCH',
  'PENDING_PICKUP',
  'IN_TRANSIT',
  'ABORTED',
] as const satisfies readonly OrderLegStatus[];
export type OpenStatus = (typeof OPEN_STATUSES)[number];

const REGION = /^[A-Z]{2,3}$/;

const BOARD_FIELDS = {
  q: text('q'),
  status: manyOf('status', OPEN_STATUSES),
  from: day('from'),
  to: day('to'),
  regions: manyOf<string>('regions', (raw) => REGION.test(raw)),
  unassigned: flag('unassigned'),
  page: page(),
  leg: id('leg', 'position'),
};

/** A board's filters, page and open leg (the side panel's), all of it in the URL (a dispatcher can share or reload a view). */
export const boardUrl = listUrl('/dispatch', BOARD_FIELDS);

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

/** /dispatch/order-legs' view: the board's, and the chosen tags (`?tags=<id>,<id>`, any of them; issue 29). */
export const legsUrl = listUrl('/dispatch/order-legs', { ...BOARD_FIELDS, tags: ids('tags') });

export type LegsView = ReturnType<typeof legsUrl.read>;

/** The server's filter for the legs table: the board's, and the tags when any is chosen. */
export const legsFilter = (view: LegsView): DispatchBoardFilter => ({
  ...boardFilter(view),
  tagIds: view.tags.length > 0 ? view.tags : null,
});
