import { type HelpDeskReason, HelpDeskReasonValues } from '@/generated/enums/HelpDeskReason';

/** /help-desk/order-legs's view, all of it in the URL: `?reason=PICKUP_OVERDUE,ABORTED&q=…&page=2`. */
export type LegsView = { reasons: HelpDeskReason[]; q: string; page: number };

export const LEGS_PATH = '/help-desk/order-legs';

export const readLegsView = (search: string): LegsView => {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    reasons: (params.get('reason') ?? '')
      .split(',')
      .filter((value): value is HelpDeskReason => (HelpDeskReasonValues as readonly string[]).includes(value)),
    q: (params.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
};

export const legsHref = (view: LegsView): string => {
  const params = new URLSearchParams();
  if (view.reasons.length > 0) params.set('reason', view.reasons.join(','));
  if (view.q) params.set('q', view.q);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `${LEGS_PATH}?${query}` : LEGS_PATH;
};
