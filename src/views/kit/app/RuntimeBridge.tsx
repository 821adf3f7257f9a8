import { useEffect, useLayoutEffect } from 'react';
import { selectUser } from '../../../machines/app/session.machine';
import { SessionActor, TenantActor } from './actors';
import { useRuntime } from './RuntimeContext';

/** Connects the actors to the client and tells the tenant actor whenever the session loads the user. */
export const RuntimeBridge = () => {
  const runtime = useRuntime();
  const session = SessionActor.useActorRef();
  const tenant = TenantActor.useActorRef();
  const user = SessionActor.useSelector(selectUser);

  useLayoutEffect(() => {
    runtime.connect({ session, tenant });
  }, [runtime, session, tenant]);
  useEffect(() => {
    if (user) tenant.send({ type: 'tenant.userLoaded', tenants: user.tenants });
  }, [user, tenant]);
  return null;
};
