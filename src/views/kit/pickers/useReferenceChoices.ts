import { useCallback, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import {
  OrderClientChoicesQuery,
  OrderClientCustomersQuery,
  OrderClientNameQuery,
  OrderCustomerChoicesQuery,
  OrderCustomerNameQuery,
  OrderDriverChoicesQuery,
  OrderDriverNameQuery,
  OrderTruckingChoicesQuery,
  OrderTruckingNameQuery,
} from './referenceChoices.graphql';
import type { Choice } from '../ui/SelectField';

export type { Choice };
export type ReferenceKind = 'clients' | 'customers' | 'drivers' | 'truckingCompanies';

/** The names of the references the builder has seen (searched, picked or looked up), to word conditions by name. */
export type FilterOptions = {
  nameOf: (id: string) => string | undefined;
  remember: (choices: readonly Choice[]) => void;
};

export const useFilterOptions = (): FilterOptions => {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const remember = useCallback((choices: readonly Choice[]) => {
    setNames((known) => {
      if (choices.every((choice) => known.get(choice.value) === choice.label)) return known;
      const next = new Map(known);
      for (const choice of choices) next.set(choice.value, choice.label);
      return next;
    });
  }, []);
  return useMemo(() => ({ nameOf: (id: string) => names.get(id), remember }), [names, remember]);
};

/**
 * The references matching a search, by name, 50 at a time: a tenant has thousands of drivers and customers, so the
 * builder searches instead of listing the first hundred.
 */
export const useReferenceChoices = (kind: ReferenceKind, search: string): { choices: Choice[]; fetching: boolean } => {
  const variables = { search: search.trim() || null };
  const [clients] = useQuery({ query: OrderClientChoicesQuery, variables, pause: kind !== 'clients' });
  const [customers] = useQuery({ query: OrderCustomerChoicesQuery, variables, pause: kind !== 'customers' });
  const [drivers] = useQuery({ query: OrderDriverChoicesQuery, variables, pause: kind !== 'drivers' });
  const [companies] = useQuery({ query: OrderTruckingChoicesQuery, variables, pause: kind !== 'truckingCompanies' });
  const choices = useMemo((): Choice[] => {
    if (kind === 'clients') return (clients.data?.clients.data ?? []).map((client) => ({ value: client.id, label: client.displayName }));
    if (kind === 'customers')
      return (customers.data?.customers.data ?? []).map((customer) => ({
        value: customer.id,
        label: `${customer.displayName} (${customer.client.displayName})`,
      }));
    if (kind === 'drivers') return (drivers.data?.drivers.data ?? []).map((driver) => ({ value: driver.id, label: driver.fullName }));
    return (companies.data?.truckingCompanies.data ?? []).map((company) => ({ value: company.id, label: company.displayName }));
  }, [kind, clients.data, customers.data, drivers.data, companies.data]);
  const fetching = { clients, customers, drivers, truckingCompanies: companies }[kind].fetching;
  return { choices, fetching };
};

/** The name of one reference by its id (null until known, or when it is gone or not the user's to see). */
export const useReferenceName = (kind: ReferenceKind, id: string): string | null => {
  const variables = { id };
  const [client] = useQuery({ query: OrderClientNameQuery, variables, pause: kind !== 'clients' });
  const [customer] = useQuery({ query: OrderCustomerNameQuery, variables, pause: kind !== 'customers' });
  const [driver] = useQuery({ query: OrderDriverNameQuery, variables, pause: kind !== 'drivers' });
  const [company] = useQuery({ query: OrderTruckingNameQuery, variables, pause: kind !== 'truckingCompanies' });
  if (kind === 'clients') return client.data?.client?.displayName ?? null;
  if (kind === 'customers') return customer.data?.customer?.displayName ?? null;
  if (kind === 'drivers') return driver.data?.driver?.fullName ?? null;
  return company.data?.truckingCompany?.displayName ?? null;
};

/** The tenant's clients by name, the first hundred (a list's client filter; the condition builder searches instead). */
export const useClientChoices = (needed: boolean): Choice[] => {
  const [{ data }] = useQuery({ query: OrderClientChoicesQuery, variables: { search: null, first: 100 }, pause: !needed });
  return useMemo(() => (data?.clients.data ?? []).map((client) => ({ value: client.id, label: client.displayName })), [data]);
};

/** One client's customers by name (its first hundred), once a client is chosen. */
export const useClientCustomerChoices = (clientId: string): Choice[] => {
  const [{ data }] = useQuery({ query: OrderClientCustomersQuery, variables: { clientId }, pause: !clientId });
  return useMemo(
    () =>
      (clientId ? (data?.customers.data ?? []) : []).map((customer) => ({
        value: customer.id,
        label: `${customer.displayName} (${customer.client.displayName})`,
      })),
    [clientId, data],
  );
};
