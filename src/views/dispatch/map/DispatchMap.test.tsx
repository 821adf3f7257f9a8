import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DispatchMap } from './DispatchMap';
import type { DispatchMapLeg } from './mapModel';

const DALLAS = { lat: 32.78, lng: -96.8, place: 'Dallas, TX' };
const AUSTIN = { lat: 30.27, lng: -97.74, place: 'Austin, TX' };

const legs: DispatchMapLeg[] = [
  { id: 'a', label: 'L-100023', status: 'CLEARED_FOR_DISPATCH', pickup: DALLAS, delivery: AUSTIN },
  { id: 'b', label: 'L-100024', status: 'IN_TRANSIT', pickup: AUSTIN, delivery: DALLAS, selected: true },
  { id: 'c', label: 'L-100025', status: 'ABORTED', pickup: null, delivery: null },
];

// React marks where text pieces join (<!-- -->); a reader hears one text.
const render = (element: React.ReactElement) => renderToString(element).replaceAll('<!-- -->', '');

/** The opening tags of elements with this role. */
const withRole = (html: string, role: string) => html.match(new RegExp(`<[a-z]+ [^>]*role="${role}"[^>]*>`, 'g')) ?? [];

describe('DispatchMap (first paint)', () => {
  const html = render(<DispatchMap legs={legs} drivers={[{ id: 'd', label: 'Ann Lee', position: DALLAS }]} onSelectLeg={() => {}} />);

  it('is a named group of one button per placed leg, the selected one pressed and the only tab stop', () => {
    expect(withRole(html, 'group')[0]).toContain('aria-label="Map of 2 legs and 1 driver, zoom 8×"');
    expect(withRole(html, 'group')[0]).toContain('tabindex="0"');
    const buttons = withRole(html, 'button');
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('aria-label="Leg L-100023, Cleared for dispatch: pickup Dallas, TX → delivery Austin, TX"');
    expect(buttons[0]).toContain('aria-pressed="false"');
    expect(buttons[0]).toContain('tabindex="-1"');
    expect(buttons[1]).toContain('aria-pressed="true"');
    expect(buttons[1]).toContain('tabindex="0"');
  });

  it('opens fitted to the legs, their cities named and the selected leg drawn on top as one named line', () => {
    // Dallas and Austin are close: the fit stops at 8×, centred between them.
    expect(html).toContain('data-zoom="8"');
    expect(html).toMatch(/<output[^>]*aria-label="Zoom"[^>]*>8×<\/output>/);
    expect([...html.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]).sort()).toEqual(['Austin, TX', 'Dallas, TX']);
    const selected = html.split('role="img"')[1] ?? '';
    expect(withRole(html, 'img')[0]).toContain('aria-label="Selected leg L-100024, In transit: pickup Austin, TX → delivery Dallas, TX"');
    expect(selected.split('</g>')[0]).toMatch(/class="dispatch-map-leg-line" d="M[\d.]+ [\d.]+Q/);
    // Drawn after every leg (on top), before the drivers.
    expect(html.indexOf('role="img"')).toBeGreaterThan(html.lastIndexOf('role="button"'));
  });

  it('names the driver, shows the key and counts the leg it cannot place', () => {
    expect(html).toContain('<title>Driver Ann Lee</title>');
    expect(html).toMatch(/<ul[^>]*aria-label="Map key"/);
    for (const name of ['Pickup', 'Delivery', 'Driver', 'Selected leg']) expect(html).toMatch(new RegExp(`</svg>${name}</li>`));
    expect(html).toContain('1 leg has no map position');
  });

  it('needs no inline style (the CSP) and nests no control in another', () => {
    expect(html).not.toMatch(/<style|style="/);
    const legGroups = html.split('role="button"').slice(1);
    expect(legGroups).toHaveLength(2);
    // What is inside each leg button (after its opening tag, up to its end): shapes only.
    for (const group of legGroups) expect(group.slice(group.indexOf('>') + 1).split('</g>')[0]).not.toMatch(/role=|tabindex|<a |<button/);
  });

  it('renders an empty board as an empty map', () => {
    const empty = render(<DispatchMap legs={[]} />);
    expect(withRole(empty, 'group')[0]).toContain('aria-label="Map of 0 legs, zoom 1×"');
    expect(empty).not.toContain('role="img"');
    expect(withRole(empty, 'button')).toHaveLength(0);
  });
});
