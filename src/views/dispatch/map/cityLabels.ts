/**
 * The dispatch map's city labels: the named places of the legs drawn ("Dallas, TX"), placed on the screen for the
 * current view without overlapping. The selected legs' places come first, then the places most legs touch, so
 * zooming in shows more names and the ones that matter stay.
 */
import type { LegMarker } from './mapModel';
import type { MapPoint } from './projection';
import { type MapView, type ScreenSize, toScreen } from './viewport';

export type MapPlace = { name: string; at: MapPoint; legs: number; selected: boolean };
export type CityLabel = { name: string; x: number; y: number; selected: boolean };

/** A label's box on the screen: about 6.5 px a character at the 12 px label size, beside the marker. */
const CHAR_WIDTH = 6.5;
const LABEL_HEIGHT = 14;
const OFFSET = 8;
export const MAX_LABELS = 40;

/** Each named place once, at its first leg's position, with how many legs touch it. */
export const placesOf = (markers: readonly LegMarker[]): MapPlace[] => {
  const byName = new Map<string, MapPlace>();
  const add = (name: string | undefined, at: MapPoint | null, selected: boolean) => {
    if (!name || !at) return;
    const known = byName.get(name);
    if (known) {
      known.legs += 1;
      known.selected ||= selected;
    } else byName.set(name, { name, at, legs: 1, selected });
  };
  for (const marker of markers) {
    add(marker.pickupPlace, marker.pickup, marker.selected);
    add(marker.deliveryPlace, marker.delivery, marker.selected);
  }
  return [...byName.values()].sort((a, b) => Number(b.selected) - Number(a.selected) || b.legs - a.legs || a.name.localeCompare(b.name));
};

type Box = { x0: number; y0: number; x1: number; y1: number };
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The labels that fit this view, in priority order: each right of its place, or left of it near the right edge. */
export const placeLabels = (places: readonly MapPlace[], view: MapView, screen: ScreenSize, max = MAX_LABELS): CityLabel[] => {
  const taken: Box[] = [];
  const labels: CityLabel[] = [];
  for (const place of places) {
    if (labels.length >= max) break;
    const at = toScreen(place.at, view, screen);
    if (at.x < 0 || at.x > screen.width || at.y < 0 || at.y > screen.height) continue;
    const width = place.name.length * CHAR_WIDTH;
    const left = at.x + OFFSET + width > screen.width;
    const x = left ? at.x - OFFSET - width : at.x + OFFSET;
    const box = { x0: x - 2, y0: at.y - LABEL_HEIGHT / 2, x1: x + width + 2, y1: at.y + LABEL_HEIGHT / 2 };
    if (box.x0 < 0 || taken.some((other) => overlaps(box, other))) continue;
    taken.push(box);
    labels.push({ name: place.name, x: Math.round(x), y: Math.round(at.y + 4), selected: place.selected });
  }
  return labels;
};
