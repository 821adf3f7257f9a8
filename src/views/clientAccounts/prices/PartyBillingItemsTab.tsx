import type { PriceParty } from './TariffRatesTab';

export function PartyBillingItemsTab({ party }: { party: PriceParty }) {
  return <section aria-label="Billing items" data-party={'clientId' in party ? party.clientId : party.customerId} />;
}
