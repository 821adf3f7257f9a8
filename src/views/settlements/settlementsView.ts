import { SettlementPayeeKindValues } from '@/generated/enums/SettlementPayeeKind';
import { SettlementStatusValues } from '@/generated/enums/SettlementStatus';
import { id, listUrl, manyOf, oneOf, page } from '../kit/list/listUrl';

export const SETTLEMENTS_PATH = '/accounting/settlements';

/** The one settlement page (routes.ts has no :id route for it: the id is a query parameter). */
export const settlementHref = (id: string): string => `/accounting/settlements/view?id=${encodeURIComponent(id)}`;

/** The settlements list's view, all of it in the URL: statuses, the payee (its kind and id) and the page. */
export const settlementsUrl = listUrl(SETTLEMENTS_PATH, {
  status: manyOf('status', SettlementStatusValues),
  payeeKind: oneOf('payeeKind', SettlementPayeeKindValues),
  payee: id('payee'),
  page: page(),
});

export type SettlementsView = ReturnType<typeof settlementsUrl.read>;

/** The settlements query's variables for a view: a payee counts only with its kind. */
export const settlementsFilter = (view: SettlementsView) => ({
  status: view.status.length > 0 ? view.status : null,
  payeeKind: view.payeeKind || null,
  payeeId: view.payeeKind && view.payee ? view.payee : null,
});

/** Drafts just created, as the drafts-created panel lists them: each by its number, with its payee and net. */
export const settlementDrafts = (
  created: readonly { id: string; number: string; payeeName: string; net: number }[],
  money: (minor: number) => string,
) => created.map(({ id, number, payeeName, net }) => ({ id, number, summary: `${payeeName}, ${money(net)}` }));
