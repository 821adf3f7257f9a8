import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSearch } from 'wouter';
import { isDriver } from '../../domain/roles';
import { useCurrentTenant, useCurrentUser } from '../app/useCurrentUser';
import { Alert } from '../ui/Alert';
import { TenantPanel } from './TenantPanel';
import { UnreadNotificationsPanel } from './UnreadNotificationsPanel';
import { WhoAmIPanel } from './WhoAmIPanel';
import { YourAreasPanel } from './YourAreasPanel';

/** Who you are, where you work (tenant and units), where you can go, and what is new. */
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
      <WhoAmIPanel user={user} accountHref="/account" />
      <TenantPanel tenant={tenant} tenantCount={user.tenants.length} />
      <UnreadNotificationsPanel />
      <YourAreasPanel />
    </div>
  );
};
