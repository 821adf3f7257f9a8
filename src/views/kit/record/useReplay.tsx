import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '../ui/Button';
import { type RecordedRow, type ReplayPlan, replayPlan } from './replay';
import { ReplayPanel } from './ReplayPanel';

export type UseReplayOptions = {
  /** The entity kind of the record's audit rows (its key in machines/domain/replayable.ts). */
  entityKind: string;
  rows: readonly RecordedRow[];
  /** Words for the record's statuses. */
  statusLabel: (status: string) => string;
  /** A plan of the caller's (a leg's replay needs the leg's facts); by default the registry's plan. */
  plan?: ReplayPlan | null;
};

/**
 * The replay of any machine-driven record: a "Replay" button for the activity panel's actions and the panel it opens
 * (the recorded events stepped through a fresh actor, sent to the Stately inspector with `?inspect`). Null for a
 * record no machine drives.
 */
export const useReplay = ({ entityKind, rows, statusLabel, plan: given }: UseReplayOptions): { button: ReactNode; panel: ReactNode } => {
  const plan = useMemo(() => given ?? replayPlan(entityKind, rows), [given, entityKind, rows]);
  const [open, setOpen] = useState(false);
  if (!plan) return { button: null, panel: null };
  return {
    button: (
      <Button aria-expanded={open} onClick={() => setOpen((now) => !now)}>
        {open ? 'Close replay' : 'Replay'}
      </Button>
    ),
    panel: open ? <ReplayPanel plan={plan} statusLabel={statusLabel} /> : null,
  };
};
