import { type FragmentType, getFragmentData } from '@/generated';
import type { AccountMove } from '@/generated/enums/AccountMove';
import type { TariffRates_RateFragment as Rate } from '@/generated/graphql';
import { useState } from 'react';
import { useQuery } from 'urql';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { graphqlFailure } from '../../kit/forms/failure';
import { Button } from '../../kit/ui/Button';
import { EmptyState } from '../../kit/ui/EmptyState';
import { ErrorState } from '../../kit/ui/ErrorState';
import { Panel } from '../../kit/ui/Panel';
import { Spinner } from '../../kit/ui/Spinner';
import { useMoney } from '../../kit/ui/useMoney';
import { type PriceParty, partyVariables } from './party';
import { PartyTariffRatesQuery, TariffRateFragment } from './prices.graphql';
import { TariffRateDialog } from './TariffRateDialog';
import { type RateWords, TariffRatesTable } from './TariffRatesTable';

/** The tenant's money, distance unit, zone size and locale as the rates are read. */
const useRateWords = (): RateWords => {
  const tenant = useCurrentTenant();
  return {
    money: useMoney(),
    currency: tenant?.currency ?? 'USD',
    unit: tenant?.distanceUnit ?? 'mi',
    zoneSize: tenant?.zoneSize ?? 50,
    locale: tenant?.locale,
  };
};

const unmask = (list: readonly FragmentType<typeof TariffRateFragment>[]): Rate[] =>
  list.map((rate) => getFragmentData(TariffRateFragment, rate));

/** The party's own rates, its client's (a customer's) and the tenant's defaults. */
const usePartyRates = (party: PriceParty) => {
  const [result, refetch] = useQuery({ query: PartyTariffRatesQuery, variables: partyVariables(party) });
  const customer = result.data?.customer;
  const owner = 'clientId' in party ? result.data?.client : customer;
  return {
    fetching: result.fetching && !result.data,
    error: result.error,
    found: owner !== null,
    name: owner?.displayName ?? '',
    own: owner ? unmask(owner.tariffRates) : [],
    clientName: customer?.client.displayName ?? null,
    client: customer ? unmask(customer.client.tariffRates) : null,
    defaults: result.data ? unmask(result.data.defaultTariffRates) : [],
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
};

export type TariffRatesTabProps = {
  party: PriceParty;
  /** What the server lets the user do to the party: its rates are edited with EDIT. */
  moves: readonly AccountMove[];
};

/**
 * A client's or customer's tariff rates (issue 29): the price tables pricing reads for its quotes, the ones it falls
 * back to, and the editor with its sample quote. A change prices new quotes only: agreed quotes and orders keep their lines.
 */
export const TariffRatesTab = ({ party, moves }: TariffRatesTabProps) => {
  const words = useRateWords();
  const canEdit = moves.includes('EDIT');
  const rates = usePartyRates(party);
  const [editing, setEditing] = useState<{ rate: Rate | null } | null>(null);
  const isCustomer = 'customerId' in party;
  if (rates.error && !rates.own.length) return <ErrorState message={graphqlFailure(rates.error).message} onRetry={rates.refetch} />;
  if (rates.fetching) return <Spinner label="Loading tariff rates…" />;
  if (!rates.found) return <EmptyState title={`This ${isCustomer ? 'customer' : 'client'} was not found`} />;
  const close = (changed: boolean) => {
    setEditing(null);
    if (changed) rates.refetch();
  };
  const fallback = isCustomer ? `its client's rates (${rates.clientName}), then the tenant's defaults` : "the tenant's defaults";
  return (
    <>
      <Panel
        title="Its own rates"
        description={`Pricing uses the rate in force for a leg's method, vehicle class, distance and pickup date; where none of these applies, ${fallback}. A change prices new quotes only: quotes and orders already agreed keep their prices and lines.`}
        actions={
          canEdit && (
            <Button variant="primary" onClick={() => setEditing({ rate: null })}>
              Add a rate
            </Button>
          )
        }
      >
        {rates.own.length === 0 ? (
          <EmptyState title="No rates of its own">{`Its quotes are priced with ${fallback}.`}</EmptyState>
        ) : (
          <TariffRatesTable
            caption={`Own rates of ${rates.name}`}
            rates={rates.own}
            words={words}
            onEdit={canEdit ? (rate) => setEditing({ rate }) : undefined}
          />
        )}
      </Panel>
      {rates.client && (
        <Panel title={`Its client's rates (${rates.clientName})`} description="Used where the customer has no rate of its own.">
          {rates.client.length === 0 ? (
            <EmptyState title="The client has no rates of its own" />
          ) : (
            <TariffRatesTable caption={`Rates of ${rates.clientName}`} rates={rates.client} words={words} />
          )}
        </Panel>
      )}
      <Panel
        title="The tenant's default rates"
        description="For comparison: what applies where a client or customer has no rate of its own."
      >
        {rates.defaults.length === 0 ? (
          <EmptyState title="No default rates" />
        ) : (
          <TariffRatesTable caption="Default rates" rates={rates.defaults} words={words} />
        )}
      </Panel>
      {editing && <TariffRateDialog party={party} rate={editing.rate} words={words} close={close} />}
    </>
  );
};
