import { Link } from 'wouter';
import { useCurrentUser } from '../app/useCurrentUser';
import { Panel } from '../ui/Panel';
import { LinkedAccountsPanel } from './LinkedAccountsPanel';

/** The client and customer home: a greeting, the companies you act for, and what is coming. */
export const PortalHomePage = () => {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="page-grid">
      <Panel title={`Welcome, ${user.name}`}>
        <p>This is your Legwork portal. From here you will order transports, request quotes and follow your vehicles.</p>
      </Panel>
      <LinkedAccountsPanel clients={user.clients} customers={user.customers} />
      <Panel title="Orders and quotes">
        <p>
          Orders and quotes arrive with the portal area, which is not built yet. Until then, your Legwork contact takes
          orders and sends quotes by email.
        </p>
        <p>
          <Link href="/contact">Contact us</Link> · <Link href="/portal/account">Your account</Link>
        </p>
      </Panel>
    </div>
  );
};
