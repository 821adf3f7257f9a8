import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../../machines/app/session.machine';
import { tenantMachine } from '../../../machines/app/tenant.machine';

/**
 * The app actors (STYLE "Views"): one session and one tenant actor for the whole app, created by their
 * Providers with the app's implementations (runtime.ts); views read narrow slices with useSelector and send.
 */
export const SessionActor = createActorContext(sessionMachine);
export const TenantActor = createActorContext(tenantMachine);
