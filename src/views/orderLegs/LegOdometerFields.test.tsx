import { renderToString } from 'react-dom/server';
import { type Client, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
import { makeFragmentData } from '@/generated';
import { LegOdometerFields, LegOdometerFragment, odometerValue } from './LegOdometerFields';

// The unit project runs in Node (no DOM): the fields are rendered to HTML and read back by their labels, inputs and
// buttons; what Save sends is odometerValue's reading of each input (below).
const client = { executeMutation: () => fromValue({ data: null }) } as unknown as Client;

const leg = (patch: { unitOdometerStart?: number | null; unitOdometerEnd?: number | null; positionCount?: number } = {}) =>
  makeFragmentData(
    { id: 'l1', version: 4, unitOdometerStart: null, unitOdometerEnd: null, positionCount: 0, ...patch },
    LegOdometerFragment,
  );

const render = (canEdit: boolean, patch: Parameters<typeof leg>[0] = {}) =>
  renderToString(
    <Provider value={client}>
      <LegOdometerFields leg={leg(patch)} canEdit={canEdit} />
    </Provider>,
  );

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** The input a label names (by its `for`), as HTML. */
const input = (html: string, label: string) => {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  return id ? (new RegExp(`<input\\b[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? null) : null;
};
const buttons = (html: string) => [...html.matchAll(/<button\b[^>]*>(.*?)<\/button>/g)].map((m) => text(m[1]));

describe('the leg’s odometer fields', () => {
  it('let dispatch edit both readings, filled with the stored ones, and say how many positions were recorded', () => {
    const html = render(true, { unitOdometerStart: 120400, unitOdometerEnd: null, positionCount: 12 });
    expect(input(html, 'Odometer at pick-up')).toContain('value="120400"');
    expect(input(html, 'Odometer at delivery')).toContain('value=""');
    expect(input(html, 'Odometer at delivery')).toContain('inputMode="numeric"');
    expect(buttons(html)).toEqual(['Save odometer']);
    expect(text(html)).toContain('12 positions recorded');
  });

  it('show the readings without inputs to staff who may not record them, and no position line when none was recorded', () => {
    const html = render(false, { unitOdometerStart: 120400, unitOdometerEnd: 120590 });
    expect(input(html, 'Odometer at pick-up')).toBeNull();
    expect(buttons(html)).toEqual([]);
    expect(text(html)).toContain('Odometer at pick-up 120,400 Odometer at delivery 120,590');
    expect(text(html)).not.toContain('recorded');
  });

  it('read an input as a whole number, empty as cleared, anything else as invalid', () => {
    expect(odometerValue(' 120,400 ')).toBe(120400);
    expect(odometerValue('')).toBeNull();
    expect(odometerValue('12.5')).toBe('invalid');
    expect(odometerValue('-3')).toBe('invalid');
  });
});
