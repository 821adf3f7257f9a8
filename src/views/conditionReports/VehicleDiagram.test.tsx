import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { centreOf, VEHICLE_PANELS } from '../../domain/vehicleDiagram';
import { clientToDiagram, describeDamages, VehicleDiagram, VIEW_BOX } from './VehicleDiagram';

// The unit project runs in Node (no DOM): the markup is rendered to a string, and the handlers are called on the
// element tree the component returns, with the events they read.
type Props = Record<string, unknown> & { children?: unknown };
const elementsOf = (node: unknown): ReactElement<Props>[] => {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const element = node as ReactElement<Props>;
  return [element, ...elementsOf(element.props.children)];
};
const buttons = (tree: ReactElement) => elementsOf(tree).filter((element) => element.props.role === 'button');

const damages = [
  { key: 'a', x: 0.5, y: 0.04, label: 'Front bumper · Scratched · 1–3″', tone: 'new' as const },
  { key: 'b', x: 0.5, y: 0.5, label: 'Roof · Dented, paint not damaged · Under 1″', tone: 'pre' as const },
];

describe('VehicleDiagram', () => {
  it('makes every panel a named button a keyboard reaches', () => {
    const html = renderToStaticMarkup(<VehicleDiagram damages={[]} onPlace={() => {}} />);
    expect(html).toContain('role="group" aria-label="Vehicle diagram: choose a panel to mark a damage"');
    expect(html.match(/role="button" tabindex="0"/g)).toHaveLength(VEHICLE_PANELS.length);
    expect(html).toContain('aria-label="Front bumper"');
    expect(html).toContain('aria-label="Left front door"');
    expect(html).not.toMatch(/<style|style="/);
  });

  it('places a damage at a panel’s centre on Enter and Space, and ignores other keys', () => {
    const onPlace = vi.fn();
    const tree = VehicleDiagram({ damages: [], onPlace });
    const bumper = buttons(tree).find((element) => element.props['aria-label'] === 'Front bumper');
    const keyDown = bumper?.props.onKeyDown as (event: { key: string; preventDefault: () => void }) => void;
    const preventDefault = vi.fn();
    keyDown({ key: 'Enter', preventDefault });
    keyDown({ key: ' ', preventDefault });
    keyDown({ key: 'Tab', preventDefault });
    expect(onPlace.mock.calls).toEqual([[{ ...centreOf('03'), area: '03' }], [{ ...centreOf('03'), area: '03' }]]);
    expect(preventDefault).toHaveBeenCalledTimes(2);
  });

  it('places a tap where it lands, with the area under it', () => {
    const onPlace = vi.fn();
    const tree = VehicleDiagram({ damages: [], onPlace });
    const box = { left: 10, top: 20, width: VIEW_BOX.width * 3, height: VIEW_BOX.height * 3 };
    const svg = { getScreenCTM: () => null, getBoundingClientRect: () => box };
    // The middle of the roof: drawing units (50, 90), three pixels each, from the view box's corner.
    (tree.props as Props & { onClick: (event: unknown) => void }).onClick({
      currentTarget: svg,
      clientX: box.left + (50 - VIEW_BOX.x) * 3,
      clientY: box.top + (90 - VIEW_BOX.y) * 3,
    });
    expect(onPlace).toHaveBeenCalledWith({ x: 0.5, y: 0.5, area: '37' });
  });

  it('numbers the markers, a new damage drawn as a diamond and named as new', () => {
    const html = renderToStaticMarkup(<VehicleDiagram damages={damages} onPlace={() => {}} />);
    expect(html).toContain('role="img" aria-label="Damage 1. Front bumper · Scratched · 1–3″ (new since last custody)"');
    expect(html).toContain('aria-label="Damage 2. Roof · Dented, paint not damaged · Under 1″ (pre-existing)"');
    expect(html).toMatch(/<polygon points="[^"]+"><\/polygon><text[^>]*>1<\/text>/);
    expect(html).toMatch(/<circle [^>]+><\/circle><text[^>]*>2<\/text>/);
  });

  it('read-only: one image describing the damages, no buttons', () => {
    const html = renderToStaticMarkup(<VehicleDiagram damages={damages} readOnly onPlace={() => {}} />);
    expect(html).toMatch(/^<svg[^>]+role="img" aria-label="Vehicle diagram, 2 damages marked: 1\. Front bumper/);
    expect(html).not.toContain('role="button"');
    expect(html).not.toContain('tabindex');
    expect(renderToStaticMarkup(<VehicleDiagram damages={[]} />)).toContain('aria-label="Vehicle diagram, no damage marked"');
  });
});

describe('clientToDiagram and describeDamages', () => {
  it('clamps a point off the drawing to its edge', () => {
    expect(clientToDiagram(-50, 5000, { left: 0, top: 0, width: 112, height: 192 })).toEqual({ x: 0, y: 1 });
  });

  it('counts in words', () => {
    expect(describeDamages([damages[0]])).toBe('1 damage marked: 1. Front bumper · Scratched · 1–3″ (new since last custody)');
  });
});
