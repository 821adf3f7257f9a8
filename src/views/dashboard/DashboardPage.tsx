import { lazy, Suspense, useEffect } from 'react';
import toast from '../kit/ui/toast';
import { useSearch } from 'wouter';
import { hasRole, isDriver, isOperatorStaff } from '../../domain/roles';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { Spinner } from '../kit/ui/Spinner';
import { OperationsWidgets } from './OperationsWidgets';
import { TenantPanel } from './TenantPanel';
import { UnreadNotificationsPanel } from './UnreadNotificationsPanel';
import { WhoAmIPanel } from './WhoAmIPanel';
import { YourAreasPanel } from './YourAreasPanel';

// A driver's page is their legs alone: its own chunk, never loaded for staff.
const DriverLegs = lazy(() => import('./DriverLegs').then((m) => ({ default: m.DriverLegs })));
// A driver's own pay and statements, under their legs (its own chunk too).
const MySettlementsPanel = lazy(() => import('../settlements/public').then((m) => ({ default: m.MySettlementsPanel })));
// Tasks and the admin's announcement form: chunks of their own, after the page's first paint.
const TasksPanel = lazy(() => import('../tasks/public').then((m) => ({ default: m.TasksPanel })));
const AnnouncementPanel = lazy(() => import('../announcements/public').then((m) => ({ default: m.AnnouncementPanel })));

/** A driver sees their legs and their own pay, nothing else. Staff see their work first (today, legs by status, alerts); then who you are, your tenant, what is new, your areas. */
export const DashboardPage = () => {
  const user = useCurrentUser();
  const tenant = useCurrentTenant();
  const verified = new URLSearchParams(useSearch()).has('verified');

  useEffect(() => {
    if (verified) toast.success('Thank you, your email address is verified.', { id: 'email-verified' });
  }, [verified]);

  if (!user) return null;
  if (isDriver(user) && !isOperatorStaff(user))
    return (
      <Suspense fallback={<Spinner label="Loading your legs…" />}>
        <DriverLegs />
        <MySettlementsPanel />
      </Suspense>
    );
  return (
    <div className="page-grid">
      {isOperatorStaff(user) && <OperationsWidgets />}
      <WhoAmIPanel user={user} accountHref="/account" />
      <TenantPanel tenant={tenant} tenantCount={user.tenants.length} />
      <UnreadNotificationsPanel />
      {isOperatorStaff(user) && (
        <Suspense fallback={null}>
          <TasksPanel />
          {hasRole(user, 'ADMIN') && <AnnouncementPanel />}
        </Suspense>
      )}
      <YourAreasPanel />
    </div>
  );
};
