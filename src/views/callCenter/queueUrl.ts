import { CallCenterDayValues } from '@/generated/enums/CallCenterDay';
import { type CallCenterQueue, CallCenterQueueValues } from '@/generated/enums/CallCenterQueue';
import { id, listUrl, oneOf, page } from '../kit/list/listUrl';

export const QUEUE_PATH = '/call-center/order-legs';

/** What the queue page shows: one of the server's leg queues, or the callbacks due (from the communication log). */
export const QUEUE_VIEWS = [...CallCenterQueueValues, 'CALLBACKS'] as const;
export type QueueView = CallCenterQueue | 'CALLBACKS';

/**
 * /call-center/order-legs's view, all of it in the URL: `?queue=CONFIRM&day=TODAY&page=2` (no queue: the calls);
 * `?person=<user id>` the calls that person logged today (their count on /call-center).
 */
export const queueUrl = listUrl(QUEUE_PATH, {
  queue: oneOf('queue', QUEUE_VIEWS),
  day: oneOf('day', CallCenterDayValues),
  person: id('person'),
  page: page(),
});

export type QueueUrlView = ReturnType<typeof queueUrl.read>;

export const queueHref = (view: Partial<QueueUrlView>): string => queueUrl.href({ queue: '', day: '', person: '', page: 1, ...view });

export const QUEUE_LABEL: Record<QueueView, string> = {
  CALLS: 'Waiting for a call',
  ACKNOWLEDGE: 'To acknowledge',
  CONFIRM: 'To confirm',
  RESCHEDULE: 'Aborted, to reschedule',
  CALLBACKS: 'Callbacks due',
};
