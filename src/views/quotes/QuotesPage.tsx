import { useMemo } from 'react';
import { Link } from 'wouter';
import type { AccountManagerScope } from '@/generated/enums/AccountManagerScope';
import { LinkButton } from '../kit/ui/LinkButton';
import { QuoteOrderByColumnValues } from '@/generated/enums/QuoteOrderByColumn';
import type { QuotesListQuery as QuotesListData } from '@/generated/graphql';
import { formatMoney } from '../../domain/format';
import { useCanEdit } from '../kit/app/useCanEdit';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { ListPage } from '../kit/list/ListPage';
import { listSource, withVariables } from '../kit/list/listSource';
import { id, listUrl, manyOf, page, sort, text } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { useClientChoices } from '../kit/pickers/useReferenceChoices';
import { QUOTE_STATUS_LABEL, QUOTE_STATUSES, quoteStatusTone } from '../kit/record/quoteLabels';
import { SelectField } from '../kit/ui/SelectField';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { QuotesListQuery } from './QuotesPage.graphql';
import { type QuoteRow, QuotesTable } from './QuotesTable';
import { ListDay, ListTime } from '../kit/list/ListDate';

/** The quote list's view in its URL; the client filter is a client's id, picked by name. */
const quotesUrl = listUrl('/quotes', {
  status: manyOf('status', QUOTE_STATUSES),
  search: text('search'),
  client: id('client'),
  sort: sort('sort', QuoteOrderByColumnValues, { column: 'CREATED_AT', order: 'DESC' }),
  page: page(),
});

const quotesList = listSource({
  query: QuotesListQuery,
  variables: (view: ReturnType<typeof quotesUrl.read>, paging) => ({
    ...paging,
    status: view.status.length > 0 ? view.status : null,
    search: view.search || null,
    orderBy: [view.sort],
    where: view.client ? { column: 'CLIENT_ID' as const, operator: 'EQ' as const, value: view.client } : null,
  }),
  pick: (data) => data.quotes,
});

type Listed = QuotesListData['quotes']['data'][number];

const rowOf = (quote: Listed, locale?: string): QuoteRow => ({
  id: quote.id,
  number: quote.number,
  href: `/quotes/${quote.id}`,
  client: quote.client,
  customer: quote.customer,
  status: { label: QUOTE_STATUS_LABEL[quote.status], tone: quoteStatusTone(quote.status) },
  total: formatMoney(quote.total, quote.currency, locale),
  validUntil: <ListDay day={quote.validUntil} />,
  created: <ListTime at={quote.createdAt} />,
});

export type QuotesListProps = {
  /** Whose accounts the list keeps (the client relations desk's lists); none: every quote. */
  accountManager?: AccountManagerScope;
  /** The route the view's URL lives on when it is not /quotes. */
  path?: string;
};

/** /quotes: the tenant's quotes, newest first, by status and search, a page at a time; the view is in the URL. */
export const QuotesList = ({ accountManager, path }: QuotesListProps = {}) => {
  const tenant = useCurrentTenant();
  const editor = useCanEdit();
  const source = useMemo(() => withVariables(quotesList, accountManager ? { accountManager } : null), [accountManager]);
  const { view, update, page } = useList(quotesUrl, source, { noun: { one: 'quote', many: 'quotes' }, search: 'search', path });
  const clients = useClientChoices(true);

  return (
    <div className="orders-page">
      <ListPage
        title="Quotes"
        {...page}
        find={{
          title: 'Find quotes',
          actions: editor && (
            <LinkButton href="/quotes/create" variant="primary">
              Create quote
            </LinkButton>
          ),
        }}
        search={{ label: 'Search quotes', hint: 'Quote number or client name.' }}
        filters={
          <>
            <ToggleChips
              legend="Status"
              options={QUOTE_STATUSES}
              label={(status) => QUOTE_STATUS_LABEL[status]}
              selected={view.status}
              onChange={(status) => update({ status })}
              clearLabel="Clear statuses"
            />
            <SelectField
              label="Client"
              choices={clients}
              value={view.client}
              placeholder="Every client"
              onChange={([client]) => update({ client: client ?? '' })}
            />
          </>
        }
        empty={{ body: editor && <Link href="/quotes/create">Create a quote</Link> }}
      >
        {(quotes) => (
          <QuotesTable
            rows={quotes.map((quote) => rowOf(quote, tenant?.locale))}
            caption="Quotes"
            columns={{ client: 'Client', created: 'Created' }}
            sort={{ value: view.sort, onSort: (next) => update({ sort: next }) }}
            choiceKey="quotes"
          />
        )}
      </ListPage>
    </div>
  );
};

/** The route's page: the list with every row. */
export const QuotesPage = () => <QuotesList />;
