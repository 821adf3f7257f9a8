import type { LinkedClient, LinkedCustomer } from '../../domain/currentUser';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';

export type LinkedAccountsPanelProps = { clients: LinkedClient[]; customers: LinkedCustomer[] };

const Status = ({ deletedAt }: { deletedAt: string | null }) =>
  deletedAt ? <Badge tone="warning">Inactive</Badge> : <Badge tone="success">Active</Badge>;

/** The clients (with their customers) and customers this portal user acts for. */
export const LinkedAccountsPanel = ({ clients, customers }: LinkedAccountsPanelProps) => (
  <Panel title="Your companies">
    {clients.length === 0 && customers.length === 0 ? (
      <EmptyState title="No companies linked">Your Legwork contact links your account to your company.</EmptyState>
    ) : (
      <ul className="linked-list">
        {clients.map((client) => (
          <li key={client.id}>
            <span className="linked-name">{client.displayName}</span> <Badge>Client</Badge> <Status deletedAt={client.deletedAt} />
            {client.customers.length > 0 && (
              <ul className="linked-sublist" aria-label={`Customers of ${client.displayName}`}>
                {client.customers.map((customer) => (
                  <li key={customer.id}>
                    {customer.displayName}
                    {customer.code && <span className="muted"> · {customer.code}</span>} <Status deletedAt={customer.deletedAt} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {customers.map((customer) => (
          <li key={customer.id}>
            <span className="linked-name">{customer.displayName}</span> <Badge>Customer</Badge> <Status deletedAt={customer.deletedAt} />
            <span className="muted"> of {customer.client.displayName}</span>
          </li>
        ))}
      </ul>
    )}
  </Panel>
);
