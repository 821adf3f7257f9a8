import type { LinkedClient, LinkedCustomer } from '../../../domain/currentUser';
import type { AccountFilter } from './ordersView';

export type AccountChoice = { value: string; label: string };

/** "client:<id>" / "customer:<id>": one select value per company. */
export const accountValue = (account: AccountFilter | null): string => (account ? `${account.kind}:${account.id}` : '');

export const parseAccountValue = (value: string): AccountFilter | null => {
  const [kind, id] = value.split(':');
  return (kind === 'client' || kind === 'customer') && id ? { kind, id } : null;
};

/** The companies a portal user may narrow the list to: each client, its customers under it, and linked customers. */
export type PortalCompanies = { clients: readonly LinkedClient[]; customers: readonly LinkedCustomer[] };

export const accountChoices = (user: PortalCompanies): AccountChoice[] => [
  ...user.clients.flatMap((client) => [
    { value: `client:${client.id}`, label: client.displayName },
    ...client.customers.map((customer) => ({ value: `customer:${customer.id}`, label: `${customer.displayName} (${client.displayName})` })),
  ]),
  ...user.customers.map((customer) => ({ value: `customer:${customer.id}`, label: customer.displayName })),
];
