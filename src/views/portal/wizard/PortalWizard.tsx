import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useClient } from 'urql';
import { todayIn } from '../../../domain/dates';
import { wizardMachine } from '../../../machines/wizards/wizard.machine';
import { createWizardStore, wizardStorageKey } from '../../../machines/wizards/wizardStorage';
import type { WizardAccount, WizardKind } from '../../../machines/wizards/wizardTypes';
import { useCurrentTenant, useCurrentUser } from '../../kit/app/useCurrentUser';
import { ConfirmButton } from '../../kit/ui/ConfirmButton';
import { EmptyState } from '../../kit/ui/EmptyState';
import { wizardAccountsOf } from './wizardAccounts';
import { wizardActors } from './wizardActors';
import { useWizardSend, WizardActor } from './WizardActor';
import { WizardKeeper } from './WizardKeeper';
import { WizardStepper } from './WizardStepper';
import { WizardSteps } from './WizardSteps';

const localStore = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the wizard works, the draft just does not outlive the page
  }
};

const StartOver = () => {
  const send = useWizardSend();
  const locked = WizardActor.useSelector(
    (snapshot) => !snapshot.matches('editing') || snapshot.matches({ editing: { review: 'submitting' } }),
  );
  if (locked) return null;
  return (
    <ConfirmButton
      label="Start over"
      question="Discard this draft and start over?"
      confirmLabel="Discard draft"
      onConfirm={() => send({ type: 'wizard.reset' })}
    />
  );
};

type WizardSessionProps = { kind: WizardKind; accounts: WizardAccount[]; storageKey: string; timeZone?: string };

/** One wizard for one user, tenant and kind: the draft restored from storage, the network calls on the app's client. */
const WizardSession = ({ kind, accounts, storageKey, timeZone }: WizardSessionProps) => {
  const client = useClient();
  const latestClient = useRef(client);
  useEffect(() => {
    latestClient.current = client;
  }, [client]);
  const [store] = useState(() => createWizardStore(localStore(), storageKey, kind));
  const [restored] = useState(() => store.load());
  const [logic] = useState(() => wizardMachine.provide({ actors: wizardActors(() => latestClient.current) }));
  // Today in the tenant's time zone: the wizard refuses an earlier pickup as the server does.
  const [today] = useState(() => todayIn(timeZone));
  return (
    <WizardActor.Provider logic={logic} options={{ input: { kind, accounts, restored, today } }}>
      <div className="wizard">
        <div className="wizard-bar">
          <WizardStepper />
          <div className="wizard-bar-tools">
            <WizardKeeper kind={kind} store={store} restoredAt={restored?.savedAt ?? null} />
            <StartOver />
          </div>
        </div>
        <WizardSteps />
      </div>
    </WizardActor.Provider>
  );
};

/** The portal's guided order or quote (issue 4); a user whose companies are all closed is told why there is none. */
export const PortalWizard = ({ kind }: { kind: WizardKind }) => {
  const user = useCurrentUser();
  const tenant = useCurrentTenant();
  const accounts = useMemo(() => (user ? wizardAccountsOf(user) : []), [user]);
  if (!user) return null;
  if (accounts.length === 0)
    return (
      <EmptyState title={kind === 'order' ? 'You cannot place orders' : 'You cannot request quotes'}>
        The companies you act for are closed with us. <Link href="/contact">Contact us</Link> if this is a mistake.
      </EmptyState>
    );
  const storageKey = wizardStorageKey(user.id, tenant?.id ?? null, kind);
  // Another user, tenant or kind is another draft: a new key starts a new wizard.
  return <WizardSession key={storageKey} kind={kind} accounts={accounts} storageKey={storageKey} timeZone={tenant?.timeZone} />;
};
