import { getFragmentData } from '@/generated';
import type { CustomerPage_CustomerFragment as Customer } from '@/generated/graphql';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import type { PageProps } from '../kit/router/pageProps';
import { AccountRecord } from './AccountRecord';
import { CustomerDetailsTab } from './CustomerDetailsTab';
import { CustomerHeader } from './CustomerHeader';
import { PriceOrder } from './PriceOrder';
import { CustomerPageFragment, CustomerQuery } from './clientAccounts.graphql';
import { CustomerContactsTab, PartyBillingItemsTab, TariffRatesTab } from './tabs';

type Props = { customer: Customer; reload: () => void };

const TabBody = ({ path, customer, reload }: { path: string } & Props) => {
  const party = { customerId: customer.id };
  switch (path) {
    case 'contacts':
      return <CustomerContactsTab id={customer.id} />;
    case 'tariff-rates':
      return (
        <>
          <PriceOrder customer={customer} />
          <TariffRatesTab party={party} moves={customer.moves} />
        </>
      );
    case 'billing-items':
      // The tab says itself which price applies, item by item.
      return <PartyBillingItemsTab party={party} moves={customer.moves} />;
    default:
      return <CustomerDetailsTab customer={customer} reload={reload} />;
  }
};

/** /admin/customers/:id and its tabs: header (client, Delete or Restore), tab links, the tab's body. */
export const CustomerPage = ({ route, params }: PageProps) => {
  const { record, placeholder, refetch } = useRecordQuery({
    query: CustomerQuery,
    id: params.id,
    pick: (data) => data.customer,
    nouns: { missing: 'customer', loading: 'customer' },
  });
  if (!record) return placeholder;
  const customer = getFragmentData(CustomerPageFragment, record);
  return (
    <AccountRecord kind="customer" account={customer} route={route.name} header={<CustomerHeader customer={customer} reload={refetch} />}>
      {(path) => <TabBody path={path} customer={customer} reload={refetch} />}
    </AccountRecord>
  );
};
