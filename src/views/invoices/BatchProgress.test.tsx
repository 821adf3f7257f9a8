import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BatchProgress } from './BatchProgress';

const render = (status: 'running' | 'done' | 'failed', message: string | null = null) =>
  renderToString(<BatchProgress state={{ status, done: 120, total: 300, message }} onCancel={() => {}} />);

describe('the batch progress', () => {
  it('shows n of m legs invoiced on a progress bar, with Cancel while it runs', () => {
    const html = render('running');
    expect(html).toMatch(
      /<progress max="300" value="120" aria-label="Invoicing the chosen legs" aria-valuetext="120 of 300 legs invoiced"/,
    );
    expect(html).toContain('<span role="status">120 of 300 legs invoiced</span>');
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('says why it stopped, and offers no Cancel once it ended', () => {
    const html = render('failed', 'Stopped at Northwind: L2 is already on invoice INV-1.');
    expect(html).toContain('role="alert"');
    expect(html).toContain('Stopped at Northwind: L2 is already on invoice INV-1.');
    expect(html).not.toContain('>Cancel<');
    expect(render('done')).not.toContain('>Cancel<');
  });
});
