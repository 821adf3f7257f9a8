import { TransportMethodValues } from '@/generated/enums/TransportMethod';
import { METHOD_LABEL } from '../kit/record/legLabels';
import type { ReportFilter } from '../kit/reports/ReportPage';

const CLIENT: ReportFilter = { key: 'client', label: 'Client', kind: 'client' };

/** The invoices and rebate reports: one client, picked by name (the server's `client` parameter). */
export const CLIENT_FILTERS: readonly ReportFilter[] = [CLIENT];

/** The financial report: a client and a transport method (the server's `client` and `method`). */
export const FINANCIAL_FILTERS: readonly ReportFilter[] = [
  CLIENT,
  {
    key: 'method',
    label: 'Transport method',
    kind: 'select',
    options: TransportMethodValues.map((value) => ({ value, label: METHOD_LABEL[value] })),
  },
];
