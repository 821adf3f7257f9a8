/**
 * One leg on the dispatch map (LegShapes) as one button-like SVG group.
 * Roving focus: only the active leg is in the tab order; arrow keys, Home and End move between legs in the
 * order drawn (the next SVG sibling), Enter and Space select.
 */
import { type KeyboardEvent, memo } from 'react';
import { LegShapes } from './LegShapes';
import type { LegMarker } from './mapModel';

export type LegMarkerGroupProps = {
  marker: LegMarker;
  /** In the tab order (the roving focus stop). */
  active: boolean;
  highlighted: boolean;
  onSelect?: (id: string) => void;
  onFocusLeg: (id: string) => void;
};

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/** The sibling leg group a key moves to, or null when the key does not move focus. */
const target = (event: KeyboardEvent<SVGGElement>): Element | null => {
  const group = event.currentTarget;
  if (NEXT.has(event.key)) return group.nextElementSibling;
  if (PREVIOUS.has(event.key)) return group.previousElementSibling;
  if (event.key === 'Home') return group.parentElement?.firstElementChild ?? null;
  if (event.key === 'End') return group.parentElement?.lastElementChild ?? null;
  return null;
};

export const LegMarkerGroup = memo(function LegMarkerGroup({ marker, active, highlighted, onSelect, onFocusLeg }: LegMarkerGroupProps) {
  const { id } = marker;
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect?.(id);
      return;
    }
    const next = target(event);
    if (next instanceof SVGGElement) {
      event.preventDefault();
      next.focus();
    }
  };
  const classes = ['dispatch-map-leg', marker.selected && 'dispatch-map-leg--selected', highlighted && 'dispatch-map-leg--highlighted'];
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; a <foreignObject> one would not sit on the map
    <g
      role="button"
      tabIndex={active ? 0 : -1}
      aria-label={marker.name}
      aria-pressed={marker.selected}
      data-leg-id={id}
      className={classes.filter(Boolean).join(' ')}
      onClick={() => onSelect?.(id)}
      onKeyDown={onKeyDown}
      onFocus={() => onFocusLeg(id)}
    >
      <LegShapes marker={marker} />
    </g>
  );
});
