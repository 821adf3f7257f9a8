import { getFragmentData } from '@/generated';
import type { ClientPage_ClientFragment as Client } from '@/generated/graphql';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import type { PageProps } from '../kit/router/pageProps';
import { AccountRecord } from './AccountRecord';
import { ClientDetailsTab } from './ClientDetailsTab';
import { ClientHeader } from './ClientHeader';
import { ClientPageFragment, ClientQuery } from './clientAccounts.graphql';
import { ClientContactsTab, CustomerListTab, InvoicingTab, PartyBillingItemsTab, TariffRatesTab } from './tabs';

const TabBody = ({ path, client, reload }: { path: string; client: Client; reload: () => void }) => {
  const party = { clientId: client.id };
  switch (path) {
    case 'contacts':
      return <ClientContactsTab id={client.id} />;
    case 'tariff-rates':
      return <TariffRatesTab party={party} moves={client.moves} />;
    case 'billing-items':
      return <PartyBillingItemsTab party={party} moves={client.moves} />;
    case 'customer-list':
      return <CustomerListTab client={client} reloadClient={reload} />;
    case 'invoicing-info':
      return <InvoicingTab id={client.id} />;
    default:
      return <ClientDetailsTab client={client} reload={reload} />;
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
  return (
    <AccountRecord kind="client" account={client} route={route.name} header={<ClientHeader client={client} reload={refetch} />}>
      {(path) => <TabBody path={path} client={client} reload={refetch} />}
    </AccountRecord>
  );
};
