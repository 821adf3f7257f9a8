import { Link } from 'wouter';
import { LinkButton } from '../../kit/ui/LinkButton';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { ListCsvExport } from '../../kit/list/ListCsvExport';
import { ListPage } from '../../kit/list/ListPage';
import { listSource, unmasked } from '../../kit/list/listSource';
import { useList } from '../../kit/list/useList';
import { ToggleChips } from '../../kit/ui/ToggleChips';
import { PORTAL_QUOTE_STATUS_LABEL, PORTAL_QUOTE_STATUSES } from '../shared/labels';
import { PortalQuotesQuery } from './PortalQuotesPage.graphql';
import { PortalQuoteRowFragment, PortalQuotesTable } from './PortalQuotesTable';
import { type PortalQuotesView, QUOTES_CSV_HEADER, QUOTES_PER_PAGE, quoteCsvRow, quotesUrl } from './quotesView';

const quotesList = listSource({
  query: PortalQuotesQuery,
  variables: (view: PortalQuotesView, paging) => ({
    ...paging,
    status: view.status.length > 0 ? view.status : null,
    search: view.search || null,
  }),
  pick: (data) => unmasked(PortalQuoteRowFragment, data.portalQuotes),
});
const CSV = { noun: 'quotes', prefix: 'quotes', header: QUOTES_CSV_HEADER, row: quoteCsvRow };

/** /portal/quotes: the user's quotes, newest first, by status and search, a page at a time; the view is in the URL. */
export const PortalQuotesPage = () => {
  const tenant = useCurrentTenant();
  const { view, update, list, page } = useList(quotesUrl, quotesList, {
    noun: { one: 'quote', many: 'quotes' },
    search: 'search',
    perPage: QUOTES_PER_PAGE,
  });

  return (
    <div className="orders-page">
      <ListPage
        title="Your quotes"
        actions={<ListCsvExport source={quotesList} filter={view} csv={CSV} disabled={!list.info?.total} />}
        {...page}
        find={{
          title: 'Find quotes',
          actions: (
            <LinkButton href="/portal/quotes/create" variant="primary">
              Request a quote
            </LinkButton>
          ),
        }}
        search={{ label: 'Search quotes', hint: 'Quote number.' }}
        filters={
          <ToggleChips
            legend="Status"
            options={PORTAL_QUOTE_STATUSES}
            label={(status) => PORTAL_QUOTE_STATUS_LABEL[status]}
            selected={view.status}
            onChange={(status) => update({ status })}
            clearLabel="Clear statuses"
          />
        }
        loadingLabel="Loading your quotes…"
        empty={{
          body: (
            <>
              Get an instant price for a move. <Link href="/portal/quotes/create">Request your first quote</Link>
            </>
          ),
          filteredTitle: 'No quotes match these filters',
        }}
      >
        {(quotes) => <PortalQuotesTable quotes={quotes} locale={tenant?.locale} />}
      </ListPage>
    </div>
  );
};
