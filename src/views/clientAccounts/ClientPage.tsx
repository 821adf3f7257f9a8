import { getFragmentData } from '@/generated';
import type { ClientPage_ClientFragment as Client } from '@/generated/graphql';
import { RecordTagsPanel } from '../hubsAndTags/public';
import { RecordTabSuspense } from '../kit/record/recordTabs';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import type { PageProps } from '../kit/router/pageProps';
import { currentTab, TabNav } from '../kit/ui/TabNav';
import { ClientEditForm } from './ClientEditForm';
import { ClientHeader } from './ClientHeader';
import { ClientPageFragment, ClientQuery } from './clientAccounts.graphql';
import { CLIENT_BASE_ROUTE, CLIENT_TABS } from './clientTabs';
import { ClientContactsTab, CustomerListTab, InvoicingTab, PartyBillingItemsTab, TariffRatesTab } from './tabs';

const TabBody = ({ path, client, reload }: { path: string; client: Client; reload: () => void }) => {
  const party = { clientId: client.id };
  switch (path) {
    case 'contacts':
      return <ClientContactsTab id={client.id} />;
    case 'tariff-rates':
      return <TariffRatesTab party={party} />;
    case 'billing-items':
      return <PartyBillingItemsTab party={party} />;
    case 'customer-list':
      return <CustomerListTab client={client} reloadClient={reload} />;
    case 'invoicing-info':
      return <InvoicingTab id={client.id} />;
    default:
      // The details, and the client's tags, which the account managers set apart from the form (setClientTags).
      return (
        <>
          <ClientEditForm key={`${client.id}-${client.version}`} client={client} reload={reload} />
          <RecordTagsPanel kind="client" recordId={client.id} tags={client.tags} canEdit={client.moves.includes('EDIT')} />
        </>
      );
  }
};

/** /admin/clients/:id and its tabs: one layout (header, Delete or Restore, tab links) whose body follows the route. */
export const ClientPage = ({ route, params }: PageProps) => {
  const { record, placeholder, refetch } = useRecordQuery({
    query: ClientQuery,
    id: params.id,
    pick: (data) => data.client,
    nouns: { missing: 'client', loading: 'client' },
  });
  if (!record) return placeholder;
  const client = getFragmentData(ClientPageFragment, record);
  const tab = currentTab(CLIENT_TABS, CLIENT_BASE_ROUTE, route.name);
  return (
    <div className="record">
      <ClientHeader client={client} reload={refetch} />
      <TabNav
        label={`Client ${client.displayName}`}
        base={`/admin/clients/${client.id}`}
        baseName={CLIENT_BASE_ROUTE}
        current={route.name}
        tabs={CLIENT_TABS}
      />
      <div className="record-body">
        <RecordTabSuspense>
          <TabBody path={tab.path} client={client} reload={refetch} />
        </RecordTabSuspense>
      </div>
    </div>
  );
};
