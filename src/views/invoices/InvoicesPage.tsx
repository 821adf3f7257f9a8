import { AgingBucketValues } from '@/generated/enums/AgingBucket';
import { InvoicePaymentStatusValues } from '@/generated/enums/InvoicePaymentStatus';
import type { InvoiceRowFragment as InvoiceRow } from '@/generated/graphql';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { BOOKS_ROLES } from '../../domain/books/roles';
import { hasRole } from '../../domain/roles';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import { useListQuery } from '../kit/list/useListQuery';
import { useListUrl } from '../kit/list/useListUrl';
import { ClientPicker } from '../kit/pickers/ClientPicker';
import { lazyView } from '../kit/router/lazyView';
import type { PageProps } from '../kit/router/pageProps';
import { LinkButton } from '../kit/ui/LinkButton';
import { Spinner } from '../kit/ui/Spinner';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { AgingSummary } from './AgingSummary';
import { InvoiceRowFragment, InvoicesQuery } from './invoices.graphql';
import { invoiceColumns, invoiceHref } from './InvoicesTable';
import { type InvoicesView, invoicesFilter, invoicesUrl, LIST_STATUSES, OPEN_PATH, PAID_PATH } from './invoicesView';
import { AGING_LABEL, INVOICE_KIND_LABEL, INVOICE_STATUS_LABEL, PAYMENT_STATUS_LABEL } from './labels';

// The export to the books, under the paid invoices where accountants close a period: its own chunk, for its roles only.
const BooksExportPanel = lazyView(() => import('../books/public').then((m) => m.BooksExportPanel));

type Filter = { view: InvoicesView; list: 'open' | 'paid' };

const invoicesList = listSource({
  query: InvoicesQuery,
  variables: ({ view, list }: Filter, paging) => ({ ...invoicesFilter(view, list), ...paging }),
  pick: (data) => unmasked(InvoiceRowFragment, data.invoices),
});

/** Major units with two decimals, as a spreadsheet reads them (the currency has its own column). */
const amount = (minor: number) => (minor / 100).toFixed(2);

const CSV = {
  noun: 'invoices',
  prefix: 'invoices',
  ...csvColumns<InvoiceRow>([
    ['Number', (invoice) => invoice.number],
    ['Kind', (invoice) => INVOICE_KIND_LABEL[invoice.kind]],
    ['Client', (invoice) => invoice.client.displayName],
    ['Customer', (invoice) => invoice.customer?.displayName],
    ['PO number', (invoice) => invoice.poNumber],
    ['Issued', (invoice) => invoice.issuedOn],
    ['Due', (invoice) => invoice.dueOn],
    ['Days past due', (invoice) => invoice.daysPastDue],
    ['Aging', (invoice) => (invoice.aging ? AGING_LABEL[invoice.aging] : '')],
    ['Currency', (invoice) => invoice.currency],
    ['Total', (invoice) => amount(invoice.total)],
    ['Paid', (invoice) => amount(invoice.paid)],
    ['Balance', (invoice) => amount(invoice.balance)],
    ['Status', (invoice) => INVOICE_STATUS_LABEL[invoice.status]],
    ['Payment status', (invoice) => PAYMENT_STATUS_LABEL[invoice.paymentStatus]],
  ]),
};

/**
 * /accounting/invoices (drafts and open invoices, with their aging above the list) and /accounting/invoices/paid:
 * searched, filtered by status, payment status, aging bucket and client, sorted, paged and exported; the view is in
 * the URL.
 */
export const InvoicesPage = ({ route }: PageProps) => {
  const paid = route.name === 'accounting-invoices-paid';
  const list = paid ? 'paid' : 'open';
  const path = paid ? PAID_PATH : OPEN_PATH;
  const tenant = useCurrentTenant();
  const user = useCurrentUser();
  const url = useListUrl(invoicesUrl, { path, search: 'q' });
  const { view, update, hrefOf } = url;
  const filter = { view, list } as const;
  const rows = useListQuery(invoicesList, filter, { page: view.page });
  const summary = rows.data?.invoices.summary;
  const title = paid ? 'Paid invoices' : 'Open invoices';

  return (
    <div className="orders-page">
      <ListPage
        title={title}
        noun={{ one: 'invoice', many: 'invoices' }}
        list={rows}
        url={url}
        find={{
          title: paid ? 'Find paid invoices' : 'Find invoices',
          actions: (
            <LinkButton href="/accounting/invoices/order-legs" variant="primary">
              Order legs to invoice
            </LinkButton>
          ),
          description: !paid && summary && <AgingSummary summary={summary} hrefOf={(bucket) => hrefOf({ aging: [bucket], page: 1 })} />,
        }}
        search={{ label: 'Search invoices', hint: 'Invoice number (INV-100001), PO number or client name.' }}
        filters={
          <>
            {LIST_STATUSES[list].length > 1 && (
              <ToggleChips
                legend="Status"
                options={LIST_STATUSES[list]}
                label={(status) => INVOICE_STATUS_LABEL[status]}
                selected={view.status}
                onChange={(status) => update({ status })}
                clearLabel="Every status"
              />
            )}
            <ToggleChips
              legend="Payment status"
              options={InvoicePaymentStatusValues}
              label={(status) => PAYMENT_STATUS_LABEL[status]}
              selected={view.payment}
              onChange={(payment) => update({ payment })}
              clearLabel="Any payment status"
            />
            {!paid && (
              <ToggleChips
                legend="Aging"
                options={AgingBucketValues}
                label={(bucket) => AGING_LABEL[bucket]}
                selected={view.aging}
                onChange={(aging) => update({ aging })}
                clearLabel="Any age"
              />
            )}
            <div className="filter-row">
              <ClientPicker label="Client" value={view.client} placeholder="Every client" onChange={(client) => update({ client })} />
            </div>
            <ListCsvExport
              source={invoicesList}
              filter={filter}
              csv={CSV}
              prefix={paid ? 'paid-invoices' : CSV.prefix}
              disabled={!rows.info?.total}
            />
          </>
        }
        empty={{
          title: paid ? 'No paid invoices yet' : 'No open invoices',
          body: !paid && <Link href="/accounting/invoices/order-legs">Invoice delivered legs</Link>,
        }}
        table={{
          caption: title,
          columns: invoiceColumns(tenant?.locale),
          rowKey: (invoice) => invoice.id,
          rowHref: (invoice) => invoiceHref(invoice.id),
          sort: { value: view.sort, onSort: (sort) => update({ sort }) },
          choiceKey: 'invoices',
        }}
      />
      {paid && user && hasRole(user, BOOKS_ROLES) && (
        <Suspense fallback={<Spinner label="Loading the export to the books…" />}>
          <BooksExportPanel />
        </Suspense>
      )}
    </div>
  );
};
