import { useEffect } from 'react';
import toast from '../ui/toast';
import { useSearch } from 'wouter';
import { isDriver, isOperatorStaff } from '../../domain/roles';
import { useCurrentTenant, useCurrentUser } from '../app/useCurrentUser';
import { Alert } from '../ui/Alert';
import { OperationsWidgets } from './OperationsWidgets';
import { TenantPanel } from './TenantPanel';
import { UnreadNotificationsPanel } from './UnreadNotificationsPanel';
import { WhoAmIPanel } from './WhoAmIPanel';
import { YourAreasPanel } from './YourAreasPanel';

/** Staff see their work first (today, legs by status, alerts); then who you are, your tenant, what is new, your areas. */
export const DashboardPage = () => {
  const user = useCurrentUser();
  const tenant = useCurrentTenant();
  const verified = new URLSearchParams(useSearch()).has('verified');

  useEffect(() => {
    if (verified) toast.success('Thank you, your email address is verified.', { id: 'email-verified' });
  }, [verified]);

  if (!user) return null;
  return (
    <div className="page-grid">
      {isDriver(user) && (
        <Alert tone="info">
          Your assigned legs will be listed here once the order legs area is built. Devices and integrations can already
          call the API with a personal access token from your account page.
        </Alert>
      )}
      {isOperatorStaff(user) && <OperationsWidgets />}
      <WhoAmIPanel user={user} accountHref="/account" />
      <TenantPanel tenant={tenant} tenantCount={user.tenants.length} />
      <UnreadNotificationsPanel />
      <YourAreasPanel />
    </div>
  );
};
