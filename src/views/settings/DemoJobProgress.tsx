import { type FragmentType, getFragmentData } from '@/generated';
import type { DemoDataJobKind, DemoDataJobStatus } from '@/generated/graphql';
import { Alert } from '../kit/ui/Alert';
import { Badge, type BadgeProps } from '../kit/ui/Badge';
import { DemoJobFragment } from './demoData.graphql';

const KIND: Record<DemoDataJobKind, string> = { LOAD: 'Load', RESET: 'Reset' };
const STATUS: Record<DemoDataJobStatus, { text: string; tone: BadgeProps['tone'] }> = {
  RUNNING: { text: 'Running', tone: 'info' },
  DONE: { text: 'Done', tone: 'success' },
  FAILED: { text: 'Failed', tone: 'danger' },
};

export type DemoJobProgressProps = { job: FragmentType<typeof DemoJobFragment> };

/** The latest job: its bar (step of steps committed), what it does now, and why it failed. */
export const DemoJobProgress = (props: DemoJobProgressProps) => {
  const job = getFragmentData(DemoJobFragment, props.job);
  const status = STATUS[job.status];
  const name = `${KIND[job.kind]} of the demo data`;
  return (
    <section className="form" aria-label="Latest job">
      <p>
        <strong>{name}</strong> <Badge tone={status.tone}>{status.text}</Badge>
        {job.startedBy && <span className="muted"> started by {job.startedBy}</span>}
      </p>
      {/* The role on a wrapper, so aria-valuenow is an attribute tests and assistive tech read alike; the bar is drawn. */}
      <div
        role="progressbar"
        aria-label={`${name} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.percent}
        aria-valuetext={`Step ${job.step} of ${job.steps} (${job.percent}%)`}
      >
        <progress className="upload-progress" aria-hidden="true" max={100} value={job.percent} />
      </div>
      <p aria-live="polite">
        Step {job.step} of {job.steps} done ({job.percent}%){job.stepLabel ? `. Now: ${job.stepLabel}…` : '.'}
      </p>
      {job.error && <Alert tone="danger">{job.error}</Alert>}
    </section>
  );
};
