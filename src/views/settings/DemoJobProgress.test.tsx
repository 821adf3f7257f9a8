import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DemoJobProgress, type DemoJobProgressProps } from './DemoJobProgress';

const job = {
  __typename: 'DemoDataJob' as const,
  id: 'j1',
  kind: 'RESET' as const,
  status: 'RUNNING' as const,
  step: 3,
  steps: 6,
  percent: 50,
  stepLabel: 'Quotes and order prices',
  error: null,
  startedBy: 'Ada Admin',
  startedAt: '2026-12-06T14:00:00Z',
  finishedAt: null,
  version: 4,
};
// The fragment's masked type: the props carry the unmasked fields at run time.
const render = (fields: Partial<typeof job> | Record<string, unknown>) =>
  renderToStaticMarkup(<DemoJobProgress job={{ ...job, ...fields } as unknown as DemoJobProgressProps['job']} />);

// The unit project runs in Node (no DOM): the progress is rendered to a string.
describe('a demo data job’s progress', () => {
  it('draws a progress bar at the committed share, says the step under way and who started it', () => {
    const html = render({});
    expect(html).toContain(
      'role="progressbar" aria-label="Reset of the demo data progress" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50" aria-valuetext="Step 3 of 6 (50%)"',
    );
    expect(html).toContain('Step 3 of 6 done (50%). Now: Quotes and order prices…');
    expect(html).toContain('>Running<');
    expect(html).toContain('started by Ada Admin');
    expect(html).not.toContain('role="alert"');
  });

  it('shows a failed job’s error as an alert, and a finished one at 100%', () => {
    const failed = render({ status: 'FAILED', step: 4, percent: 67, stepLabel: null, error: 'Step 5 failed and was rolled back: boom' });
    expect(failed).toContain('>Failed<');
    expect(failed).toContain('role="alert">Step 5 failed and was rolled back: boom<');
    expect(failed).toContain('Step 4 of 6 done (67%).');
    const done = render({ kind: 'LOAD', status: 'DONE', step: 6, percent: 100, stepLabel: null });
    expect(done).toContain('aria-label="Load of the demo data progress"');
    expect(done).toContain('aria-valuenow="100"');
    expect(done).toContain('>Done<');
  });
});
