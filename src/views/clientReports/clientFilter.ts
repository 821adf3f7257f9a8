import type { ReportFilter } from '../kit/reports/ReportPage';

/** Both client reports take one client, picked by name (the server's `client` parameter). */
export const CLIENT_FILTER: readonly ReportFilter[] = [{ key: 'client', label: 'Client', kind: 'client' }];
