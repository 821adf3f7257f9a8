import type { PageProps } from '../kit/router/pageProps';
import { ReportPage } from '../kit/reports/ReportPage';
import { CLIENT_FILTERS } from './filters';

/** /admin/reports/invoices: receivables aging per client as of the period's last day, DSO, and the invoices behind them. */
export const InvoicesReportPage = ({ route }: PageProps) => (
  <ReportPage
    report="invoices-aging"
    title="Receivables aging"
    route={route}
    filters={CLIENT_FILTERS}
    intro={
      <p>
        What each client owed at the end of the period’s last day (today while the period runs), by days past due, with the period’s
        invoicing and days sales outstanding. A client opens its open invoices; an invoice opens its page.
      </p>
    }
  />
);
