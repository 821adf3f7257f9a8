import { HelpDeskReasonValues } from '@/generated/enums/HelpDeskReason';
import { listUrl, manyOf, page, text } from '../kit/list/listUrl';

export const LEGS_PATH = '/help-desk/order-legs';

/** /help-desk/order-legs's view, all of it in the URL: `?reason=PICKUP_OVERDUE,ABORTED&q=…&page=2`. */
export const legsUrl = listUrl(LEGS_PATH, { reasons: manyOf('reason', HelpDeskReasonValues), q: text('q'), page: page() });

export type LegsView = ReturnType<typeof legsUrl.read>;

export const readLegsView = legsUrl.read;

export const legsHref = (view: LegsView): string => legsUrl.href(view);
