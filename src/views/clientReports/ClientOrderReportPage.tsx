import type { PageProps } from '../kit/router/pageProps';
import { ReportPage } from '../kit/reports/ReportPage';
import { CLIENT_FILTER } from './clientFilter';

/**
 * /admin/reports/client-order: per client over a period, orders and legs, on-time pickup and delivery, damage; each
 * figure opens the orders behind it or the client's own report, whose tables list the late or damaged legs and claims.
 */
export const ClientOrderReportPage = ({ route }: PageProps) => (
  <ReportPage
    report="client-order"
    title="Client orders"
    route={route}
    filters={CLIENT_FILTER}
    intro={
      <p>
        Orders made in the period with their legs; on time against each leg’s confirmed day, else its requested on or before day. Open a
        figure to see the orders, legs or claims behind it.
      </p>
    }
  />
);
