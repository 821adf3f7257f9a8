import type { ReactNode } from 'react';
import { RecordTabSuspense } from '../kit/record/recordTabs';
import { currentTab, TabNav } from '../kit/ui/TabNav';
import { CLIENT_BASE_ROUTE, CLIENT_TABS, CUSTOMER_BASE_ROUTE, CUSTOMER_TABS } from './clientTabs';

const KINDS = {
  client: { noun: 'Client', base: '/admin/clients', baseName: CLIENT_BASE_ROUTE, tabs: CLIENT_TABS },
  customer: { noun: 'Customer', base: '/admin/customers', baseName: CUSTOMER_BASE_ROUTE, tabs: CUSTOMER_TABS },
} as const;

export type AccountRecordProps = {
  kind: keyof typeof KINDS;
  account: { id: string; displayName: string };
  /** The route name shown: the record's own or one of its tabs'. */
  route: string;
  header: ReactNode;
  /** The open tab's body, by the tab's path ('' for the details). */
  children: (path: string) => ReactNode;
};

/** A client's or customer's page: its header, its tab links and the open tab's body, which alone follows the route. */
export const AccountRecord = ({ kind, account, route, header, children }: AccountRecordProps) => {
  const { noun, base, baseName, tabs } = KINDS[kind];
  return (
    <div className="record">
      {header}
      <TabNav label={`${noun} ${account.displayName}`} base={`${base}/${account.id}`} baseName={baseName} current={route} tabs={tabs} />
      <div className="record-body">
        <RecordTabSuspense>{children(currentTab(tabs, baseName, route).path)}</RecordTabSuspense>
      </div>
    </div>
  );
};
