import { type TntPacketKind, TntPacketKindValues } from '@/generated/enums/TntPacketKind';
import { type TntPacketStatus, TntPacketStatusValues } from '@/generated/enums/TntPacketStatus';
import { type TntPaperworkStatus, TntPaperworkStatusValues } from '@/generated/enums/TntPaperworkStatus';

/** The packets list's view, all of it in the URL: search, filters and page. */
export type PacketsView = {
  q: string;
  page: number;
  status: TntPacketStatus[];
  kind: TntPacketKind | '';
  paperwork: TntPaperworkStatus | '';
  state: string;
};

export const PACKETS_PATH = '/tag-and-title/packets';
export const IN_PROGRESS_PATH = '/tag-and-title/packets-in-progress';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

export const readPacketsView = (search: string): PacketsView => {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const state = (params.get('state') ?? '').toUpperCase();
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    status: (params.get('status') ?? '')
      .split(',')
      .filter((value): value is TntPacketStatus => (TntPacketStatusValues as readonly string[]).includes(value)),
    kind: oneOf(TntPacketKindValues, params.get('kind')),
    paperwork: oneOf(TntPaperworkStatusValues, params.get('paperwork')),
    state: /^[A-Z]{2}$/.test(state) ? state : '',
  };
};

export const packetsHref = (path: string, view: PacketsView): string => {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.status.length > 0) params.set('status', view.status.join(','));
  if (view.kind) params.set('kind', view.kind);
  if (view.paperwork) params.set('paperwork', view.paperwork);
  if (view.state) params.set('state', view.state);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** The tntPackets filter variables of a view; the in-progress list leaves COMPLETED out (the server's `inProgress`). */
export const packetsFilter = (view: PacketsView, inProgress: boolean) => ({
  search: view.q || null,
  status: view.status.length > 0 ? view.status : null,
  kind: view.kind || null,
  paperworkStatus: view.paperwork || null,
  stateProvince: view.state || null,
  inProgress: inProgress || null,
});

export const isFiltered = (view: PacketsView): boolean =>
  Boolean(view.q || view.status.length > 0 || view.kind || view.paperwork || view.state);

/** The statuses a list offers as chips: the in-progress list has no COMPLETED. */
export const statusChoices = (inProgress: boolean): readonly TntPacketStatus[] =>
  inProgress ? TntPacketStatusValues.filter((status) => status !== 'COMPLETED') : TntPacketStatusValues;
