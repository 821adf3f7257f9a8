import type { LinkedClient, LinkedCustomer } from '../../../domain/currentUser';
import type { WizardAccount } from '../../../machines/wizards/wizardTypes';

/**
 * Whom the portal user may order for: each linked client and each linked customer the operator has not closed.
 * A closed account's orders stay readable elsewhere in the portal, but it takes no new ones.
 */
export const wizardAccountsOf = (user: { clients: readonly LinkedClient[]; customers: readonly LinkedCustomer[] }): WizardAccount[] => {
  const clients = user.clients
    .filter((client) => !client.deletedAt)
    .map((client): WizardAccount => ({ key: client.id, clientId: client.id, customerId: null, label: client.displayName }));
  const customers = user.customers
    .filter((customer) => !customer.deletedAt && !customer.client.deletedAt)
    .map(
      (customer): WizardAccount => ({
        key: customer.id,
        clientId: customer.client.id,
        customerId: customer.id,
        label: `${customer.displayName} (${customer.client.displayName})`,
      }),
    );
  const byKey = new Map([...clients, ...customers].map((account) => [account.key, account]));
  return [...byKey.values()];
};
