import { useMemo } from 'react';
import { useQuery } from 'urql';
import { OrderFilterOptionsQuery } from './ordersList.graphql';
import type { Choice as LabelledChoice } from '../../orderForm/labels';

export type Choice = LabelledChoice<string>;
export type FilterOptions = { clients: Choice[]; customers: Choice[]; nameOf: (id: string) => string | undefined };

/** Clients and customers to pick from (and to name ids in conditions); loaded only when a condition needs them. */
export const useFilterOptions = (needed: boolean): FilterOptions => {
  const [{ data }] = useQuery({ query: OrderFilterOptionsQuery, pause: !needed });
  return useMemo(() => {
    const clients = (data?.clients.data ?? []).map((client) => ({ value: client.id, label: client.displayName }));
    const customers = (data?.customers.data ?? []).map((customer) => ({
      value: customer.id,
      label: `${customer.displayName} (${customer.client.displayName})`,
    }));
    const names = new Map([...clients, ...customers].map((choice) => [choice.value, choice.label]));
    return { clients, customers, nameOf: (id: string) => names.get(id) };
  }, [data]);
};
