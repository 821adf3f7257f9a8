import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { formatMoney } from '../../../domain/format';
import type { WizardStore } from '../../../machines/wizards/wizardStorage';
import { toStoredWizard } from '../../../machines/wizards/wizardSnapshot';
import type { WizardKind, WizardResult } from '../../../machines/wizards/wizardTypes';
import toast from '../../kit/ui/toast';
import { WizardActor } from './WizardActor';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';

export type WizardKeeperProps = { kind: WizardKind; store: WizardStore; restoredAt: string | null };

/** Compared without its time, so an unchanged draft is not written again. */
const comparable = (stored: ReturnType<typeof toStoredWizard>) => (stored ? JSON.stringify({ ...stored, savedAt: null }) : null);

const announce = (kind: WizardKind, result: WizardResult) => {
  if (kind === 'order') return toast.success(`Order ${result.number} placed. We will confirm the dates with you.`);
  const total = result.total !== null && result.currency ? `: ${formatMoney(result.total, result.currency)}` : '';
  return toast.success(`Quote ${result.number} saved${total}.`);
};

/**
 * Writes the draft to storage as it changes (the key included), and on success clears it, says so and opens the
 * new order or quote. Shows when the draft was last saved.
 */
export const WizardKeeper = ({ kind, store, restoredAt }: WizardKeeperProps) => {
  const dateTime = useDateTimeFormat();
  const actor = WizardActor.useActorRef();
  const [, navigate] = useLocation();
  const [savedAt, setSavedAt] = useState(restoredAt);

  useEffect(() => {
    // A fresh blank draft is not worth a write; the first change is.
    let last = comparable(toStoredWizard(actor.getSnapshot()));
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') {
        store.clear();
        const result = snapshot.output;
        if (!result) return;
        announce(kind, result);
        navigate(kind === 'order' ? `/portal/orders/${result.id}` : `/portal/quotes/${result.id}`);
        return;
      }
      const stored = toStoredWizard(snapshot);
      const text = comparable(stored);
      if (!stored || text === last) return;
      last = text;
      store.save(stored);
      setSavedAt(stored.savedAt);
    });
    return () => subscription.unsubscribe();
  }, [actor, kind, navigate, store]);

  return (
    <p className="muted wizard-draft">
      {savedAt ? `Draft saved ${dateTime(savedAt)}` : 'Your answers are saved on this device as you go.'}
    </p>
  );
};
