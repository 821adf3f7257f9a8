import { EmptyState } from '../../kit/ui/EmptyState';
import { Panel } from '../../kit/ui/Panel';

/** financials/invoices: invoicing is not part of Legwork yet, and this says so instead of showing an empty table. */
export const InvoicesTab = () => (
  <Panel title="Invoices">
    <EmptyState title="Invoices are not issued in Legwork yet">
      Your invoices still reach you the way they do today. Once Legwork issues them, they are listed here with their payment status.
    </EmptyState>
  </Panel>
);
