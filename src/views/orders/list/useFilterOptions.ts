import { useMemo } from 'react';
import { useQuery } from 'urql';
import { OrderCarrierOptionsQuery, OrderFilterOptionsQuery } from './ordersList.graphql';
import type { Choice as LabelledChoice } from '../../orderForm/labels';

export type Choice = LabelledChoice<string>;
export type FilterOptions = {
  clients: Choice[];
  customers: Choice[];
  drivers: Choice[];
  truckingCompanies: Choice[];
  nameOf: (id: string) => string | undefined;
};

/** References to pick by name (and to name ids in conditions); loaded only when a condition needs them. */
export const useFilterOptions = (needed: boolean, carriersNeeded = false): FilterOptions => {
  const [{ data }] = useQuery({ query: OrderFilterOptionsQuery, pause: !needed });
  const [{ data: carrierData }] = useQuery({ query: OrderCarrierOptionsQuery, pause: !carriersNeeded });
  return useMemo(() => {
    const clients = (data?.clients.data ?? []).map((client) => ({ value: client.id, label: client.displayName }));
    const customers = (data?.customers.data ?? []).map((customer) => ({
      value: customer.id,
      label: `${customer.displayName} (${customer.client.displayName})`,
    }));
    const drivers = (carrierData?.drivers.data ?? []).map((driver) => ({ value: driver.id, label: driver.fullName }));
    const truckingCompanies = (carrierData?.truckingCompanies.data ?? []).map((company) => ({ value: company.id, label: company.displayName }));
    const names = new Map([...clients, ...customers, ...drivers, ...truckingCompanies].map((choice) => [choice.value, choice.label]));
    return { clients, customers, drivers, truckingCompanies, nameOf: (id: string) => names.get(id) };
  }, [data, carrierData]);
};
