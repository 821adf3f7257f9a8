import { TntPacketKindValues } from '@/generated/enums/TntPacketKind';
import { type TntPacketStatus, TntPacketStatusValues } from '@/generated/enums/TntPacketStatus';
import { TntPaperworkStatusValues } from '@/generated/enums/TntPaperworkStatus';
import { listUrl, manyOf, oneOf, page, single, text } from '../kit/list/listUrl';

export const PACKETS_PATH = '/tag-and-title/packets';
export const IN_PROGRESS_PATH = '/tag-and-title/packets-in-progress';

/** A two-letter state or province code, in capitals. */
const region = (raw: string) => {
  const code = raw.toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : '';
};

/** The packets list's view, all of it in the URL: search, filters and page (one view, two routes). */
export const packetsUrl = listUrl(PACKETS_PATH, {
  q: text('q', 100),
  status: manyOf('status', TntPacketStatusValues),
  kind: oneOf('kind', TntPacketKindValues),
  paperwork: oneOf('paperwork', TntPaperworkStatusValues),
  state: single('state', region),
  page: page(),
});

export type PacketsView = ReturnType<typeof packetsUrl.read>;

export const readPacketsView = packetsUrl.read;

export const packetsHref = (path: string, view: PacketsView): string => packetsUrl.href(view, path);

/** The tntPackets filter variables of a view; the in-progress list leaves COMPLETED out (the server's `inProgress`). */
export const packetsFilter = (view: PacketsView, inProgress: boolean) => ({
  search: view.q || null,
  status: view.status.length > 0 ? view.status : null,
  kind: view.kind || null,
  paperworkStatus: view.paperwork || null,
  stateProvince: view.state || null,
  inProgress: inProgress || null,
});

export const isFiltered = packetsUrl.isFiltered;

/** The statuses a list offers as chips: the in-progress list has no COMPLETED. */
export const statusChoices = (inProgress: boolean): readonly TntPacketStatus[] =>
  inProgress ? TntPacketStatusValues.filter((status) => status !== 'COMPLETED') : TntPacketStatusValues;
