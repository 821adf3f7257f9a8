export type PriceParty = { clientId: string } | { customerId: string };

export function TariffRatesTab({ party }: { party: PriceParty }) {
  return <section aria-label="Tariff rates" data-party={'clientId' in party ? party.clientId : party.customerId} />;
}
