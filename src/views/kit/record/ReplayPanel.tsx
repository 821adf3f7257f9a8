import { useMemo, useState } from 'react';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Panel } from '../ui/Panel';
import { eventLabel } from './eventLabels';
import { type ReplayPlan, replay } from './replay';
import { useReplayInspector } from './useReplayInspector';

export type ReplayPanelProps = { plan: ReplayPlan; statusLabel: (status: string) => string };

const withoutActor = (context: object): Record<string, unknown> => {
  const { actor: _actor, ...facts } = context as Record<string, unknown>;
  return facts;
};

/**
 * The record's recorded events stepped through a fresh machine actor: Next sends one more event, Back replays
 * from the start to one step less. Each step shows the status the machine reached (and says so when it refused
 * the event or reached another status than the server recorded).
 */
export const ReplayPanel = ({ plan, statusLabel }: ReplayPanelProps) => {
  const [position, setPosition] = useState(0);
  const inspect = useReplayInspector();
  const total = plan.steps.length;
  const frames = useMemo(() => replay(plan, position, inspect), [plan, position, inspect]);
  const current = position === 0 ? plan.initial : frames[position - 1].status;
  const context = position === 0 ? withoutActor(plan.input) : withoutActor(frames[position - 1].context);

  if (total === 0)
    return (
      <Panel title="Replay">
        <EmptyState title="Nothing to replay yet">This record has no recorded status events.</EmptyState>
      </Panel>
    );

  return (
    <Panel
      title="Replay"
      className="replay"
      description="The recorded events of this record, fed one by one into a fresh copy of its status machine."
    >
      <p className="replay-position" aria-live="polite">
        Step {position} of {total}: <strong>{statusLabel(current)}</strong>
      </p>
      <div className="button-row">
        <Button onClick={() => setPosition((n) => Math.max(0, n - 1))} disabled={position === 0}>
          Back
        </Button>
        <Button variant="primary" onClick={() => setPosition((n) => Math.min(total, n + 1))} disabled={position === total}>
          Next
        </Button>
      </div>
      <ol className="replay-steps" aria-label="Replay steps">
        <li className={position === 0 ? 'replay-step replay-current' : 'replay-step'} aria-current={position === 0 ? 'step' : undefined}>
          Start · {statusLabel(plan.initial)}
        </li>
        {plan.steps.map((step, index) => {
          const frame = index < position ? frames[index] : undefined;
          const isCurrent = index + 1 === position;
          return (
            <li
              key={step.id}
              className={isCurrent ? 'replay-step replay-current' : 'replay-step'}
              aria-current={isCurrent ? 'step' : undefined}
            >
              {index + 1}. {eventLabel(step.event.type)}
              {step.by && <span className="muted"> by {step.by}</span>} →{' '}
              {frame ? statusLabel(frame.status) : <span className="muted">not replayed yet</span>}
              {frame && !frame.accepted && <Badge tone="danger">refused by the machine</Badge>}
              {frame?.accepted && !frame.matches && step.recorded && <Badge tone="warning">recorded {statusLabel(step.recorded)}</Badge>}
            </li>
          );
        })}
      </ol>
      <details className="replay-context">
        <summary>Machine context after step {position}</summary>
        <pre className="code-block">{JSON.stringify(context, null, 2)}</pre>
      </details>
    </Panel>
  );
};
