import { type ConditionReportDirection, ConditionReportDirectionValues } from '@/generated/enums/ConditionReportDirection';
import { type ConditionReportStatus, ConditionReportStatusValues } from '@/generated/enums/ConditionReportStatus';
import type { ConditionReportFilter } from '@/generated/graphql';

/**
 * What a review queue page shows, kept in its URL: the filters, the page of each list and the report opened beside
 * them. `status` null is the page's own default (dispatch: submitted; help desk: flagged), [] every status.
 */
export type QueueView = {
  status: ConditionReportStatus[] | null;
  direction: ConditionReportDirection | '';
  newDamage: boolean;
  page: number;
  /** The page of the help desk's second list (the rejected reports). */
  page2: number;
  report: string | null;
};

/** The statuses a list filters by (a PENDING report is one being written: no list shows it). */
export const QUEUE_STATUSES: readonly ConditionReportStatus[] = [
  'SUBMITTED',
  ...ConditionReportStatusValues.filter((status) => status !== 'PENDING' && status !== 'SUBMITTED'),
];

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const pageOf = (value: string | null) => {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1;
};

export const readQueueView = (search: string): QueueView => {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const direction = params.get('direction') ?? '';
  const report = params.get('report');
  return {
    status:
      status === null
        ? null
        : status.split(',').filter((value): value is ConditionReportStatus => (QUEUE_STATUSES as readonly string[]).includes(value)),
    direction: (ConditionReportDirectionValues as readonly string[]).includes(direction) ? (direction as ConditionReportDirection) : '',
    newDamage: params.get('new') === '1',
    page: pageOf(params.get('page')),
    page2: pageOf(params.get('page2')),
    report: report && ID.test(report) ? report : null,
  };
};

export const queueHref = (path: string, view: QueueView): string => {
  const params = new URLSearchParams();
  if (view.status !== null) params.set('status', view.status.join(','));
  if (view.direction) params.set('direction', view.direction);
  if (view.newDamage) params.set('new', '1');
  if (view.page > 1) params.set('page', String(view.page));
  if (view.page2 > 1) params.set('page2', String(view.page2));
  if (view.report) params.set('report', view.report);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** The server's filter for a view, with the statuses to use when the view names none. */
export const queueFilter = (view: QueueView, defaultStatus: readonly ConditionReportStatus[]): ConditionReportFilter => {
  const status = view.status ?? defaultStatus;
  return {
    status: status.length > 0 ? [...status] : null,
    direction: view.direction || null,
    newDamage: view.newDamage ? true : null,
  };
};

/** The help desk's default: no filter chosen means the flagged reports (new damage, or rejected). */
export const isFlaggedView = (view: QueueView): boolean => view.status === null && !view.direction && !view.newDamage;

/** The help desk's two flagged lists: new damage awaiting a decision (accepting or rejecting settles it, as on /help-desk/order-legs), and the rejected reports. */
export const FLAGGED_NEW_DAMAGE: ConditionReportFilter = { status: ['SUBMITTED'], newDamage: true };
export const FLAGGED_REJECTED: ConditionReportFilter = { status: ['REJECTED'] };

/** Why a report is on the help desk's list: "2 new damages since CR-100003", "Rejected: blurred photo". */
export const flaggedReason = (report: {
  status: ConditionReportStatus;
  newDamageCount: number;
  rejectReason?: string | null;
  previousReport?: { number: string } | null;
}): string => {
  const reasons: string[] = [];
  if (report.newDamageCount > 0) {
    const damages = report.newDamageCount === 1 ? '1 new damage' : `${report.newDamageCount} new damages`;
    reasons.push(report.previousReport ? `${damages} since ${report.previousReport.number}` : damages);
  }
  if (report.status === 'REJECTED') reasons.push(report.rejectReason ? `Rejected: ${report.rejectReason}` : 'Rejected');
  return reasons.join(' · ');
};
