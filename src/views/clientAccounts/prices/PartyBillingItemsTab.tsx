import { type FragmentType, getFragmentData } from '@/generated';
import type { AccountMove } from '@/generated/enums/AccountMove';
import type { PartyBillingItems_CatalogItemFragment as CatalogItem, PartyBillingItems_ItemFragment as Own } from '@/generated/graphql';
import { useQuery } from 'urql';
import { appliedPrice, hasPartyPrice } from '../../../domain/partyPrices';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { graphqlFailure } from '../../kit/forms/failure';
import { EmptyState } from '../../kit/ui/EmptyState';
import { ErrorState } from '../../kit/ui/ErrorState';
import { Panel } from '../../kit/ui/Panel';
import { Spinner } from '../../kit/ui/Spinner';
import { Table } from '../../kit/ui/Table';
import { useMoney } from '../../kit/ui/useMoney';
import { PartyBillingItemRow } from './PartyBillingItemRow';
import { type PriceParty, partyVariables } from './party';
import { CatalogBillingItemsQuery, CatalogItemFragment, PartyBillingItemFragment, PartyBillingItemsQuery } from './prices.graphql';

type Priced = { billingItem: { id: string } } & FragmentType<typeof PartyBillingItemFragment>;

/** The party's own rows (and, for a customer, its client's) with the catalog items they name. */
const usePartyPrices = (party: PriceParty) => {
  const [result, refetchParty] = useQuery({ query: PartyBillingItemsQuery, variables: partyVariables(party) });
  // The catalog is ADMIN's to read: an account manager who may not sees the items priced here only.
  const [catalog, refetchCatalog] = useQuery({ query: CatalogBillingItemsQuery });
  const customer = result.data?.customer;
  const owner = 'clientId' in party ? result.data?.client : customer;
  const ownRows = owner?.billingItems ?? [];
  const items = new Map<string, CatalogItem>();
  for (const item of catalog.data?.billingItems.data ?? [])
    items.set(getFragmentData(CatalogItemFragment, item).id, getFragmentData(CatalogItemFragment, item));
  for (const row of ownRows) items.set(row.billingItem.id, getFragmentData(CatalogItemFragment, row.billingItem));
  const byItem = (rows: readonly Priced[]) =>
    new Map(rows.map((row) => [row.billingItem.id, getFragmentData(PartyBillingItemFragment, row)] as const));
  return {
    fetching: (result.fetching && !result.data) || (catalog.fetching && !catalog.data),
    error: result.error,
    catalogError: catalog.error,
    found: owner !== null,
    clientName: customer?.client.displayName ?? null,
    items: [...items.values()].filter((item) => hasPartyPrice(item.type)).sort((a, b) => a.code.localeCompare(b.code)),
    own: byItem(ownRows),
    client: byItem(customer?.client.billingItems ?? []),
    refetch: () => {
      refetchParty({ requestPolicy: 'network-only' });
      if (catalog.error) refetchCatalog({ requestPolicy: 'network-only' });
    },
  };
};

export type PartyBillingItemsTabProps = {
  party: PriceParty;
  /** What the server lets the user do to the party: its prices are edited with EDIT. */
  moves: readonly AccountMove[];
};

/**
 * A client's or customer's prices of catalog billing items (issue 29): each item's catalog price, the party's own
 * (saved per row), whether every quote carries it, and the price that applies with where it comes from.
 */
export const PartyBillingItemsTab = ({ party, moves }: PartyBillingItemsTabProps) => {
  const money = useMoney();
  const distanceUnit = useCurrentTenant()?.distanceUnit ?? 'mi';
  const canEdit = moves.includes('EDIT');
  const prices = usePartyPrices(party);
  const isCustomer = 'customerId' in party;
  if (prices.error) return <ErrorState message={graphqlFailure(prices.error).message} onRetry={prices.refetch} />;
  if (prices.fetching) return <Spinner label="Loading billing items…" />;
  if (!prices.found) return <EmptyState title={`This ${isCustomer ? 'customer' : 'client'} was not found`} />;
  const description = isCustomer
    ? `A customer's own price overrides its client's (${prices.clientName}), which overrides the catalog's; "applies" says which one its quotes are charged. Blank: no own price.`
    : `The client's own price overrides the catalog's for its quotes and its customers' (unless a customer has its own); "applies" says which one is charged. Blank: no own price.`;
  return (
    <Panel
      title="Billing items"
      description={`${description} A change prices new quotes only: quotes and orders already agreed keep their lines.`}
    >
      {prices.catalogError && (
        <p className="muted">Only the items priced here are listed: the catalog itself is for administrators to read.</p>
      )}
      {prices.items.length === 0 ? (
        <EmptyState title="No billing items to price">Add items to the catalog at Billing items (administration).</EmptyState>
      ) : (
        <Table
          caption="Billing items"
          headings={[
            'Item',
            { text: 'Catalog price', className: 'cell-number' },
            'Own price',
            'Add to every quote',
            'Applies',
            canEdit && { hidden: 'Actions' },
          ]}
        >
          {prices.items.map((item) => {
            const own: Own | undefined = prices.own.get(item.id);
            return (
              <PartyBillingItemRow
                key={`${item.id}:${own?.id ?? ''}:${own?.version ?? 0}`}
                party={party}
                item={item}
                own={own}
                applied={appliedPrice(item, own, prices.client.get(item.id))}
                money={money}
                distanceUnit={distanceUnit}
                canEdit={canEdit}
                changed={prices.refetch}
              />
            );
          })}
        </Table>
      )}
      <p className="muted">Taxes, discounts, fuel and transport rates are worked out on each quote and have no price of a party's own.</p>
    </Panel>
  );
};
