import { describe, expect, it } from 'vitest';
import { placeLabels, placesOf } from './cityLabels';
import type { LegMarker } from './mapModel';
import { WHOLE_MAP } from './viewport';

const marker = (
  id: string,
  pickupPlace: string,
  pickup: { x: number; y: number },
  deliveryPlace: string,
  delivery: { x: number; y: number },
  selected = false,
): LegMarker => ({
  id,
  name: `Leg ${id}`,
  selected,
  pickup,
  delivery,
  pickupPlace,
  deliveryPlace,
  path: '',
});

const SCREEN = { width: 960, height: 537 };

describe('city labels', () => {
  const markers = [
    marker('1', 'Dallas, TX', { x: 400, y: 400 }, 'Austin, TX', { x: 390, y: 440 }),
    marker('2', 'Dallas, TX', { x: 400, y: 400 }, 'Fort Worth, TX', { x: 396, y: 402 }),
    marker('3', 'Chicago, IL', { x: 600, y: 200 }, 'Denver, CO', { x: 300, y: 250 }, true),
  ];

  it('names each place once, the selected legs first, then the busiest', () => {
    expect(placesOf(markers).map((place) => [place.name, place.legs])).toEqual([
      ['Chicago, IL', 1],
      ['Denver, CO', 1],
      ['Dallas, TX', 2],
      ['Austin, TX', 1],
      ['Fort Worth, TX', 1],
    ]);
  });

  it('leaves out a label that would overlap one placed before, and shows it once zoomed in', () => {
    const whole = placeLabels(placesOf(markers), WHOLE_MAP, SCREEN).map((label) => label.name);
    expect(whole).toEqual(['Chicago, IL', 'Denver, CO', 'Dallas, TX', 'Austin, TX']);
    const close = placeLabels(placesOf(markers), { cx: 398, cy: 401, zoom: 12 }, SCREEN).map((label) => label.name);
    expect(close).toEqual(['Dallas, TX', 'Fort Worth, TX']);
  });

  it('puts a label left of a place near the right edge', () => {
    const [label] = placeLabels(
      placesOf([marker('4', 'St. John’s, NL', { x: 950, y: 100 }, 'Halifax, NS', { x: 900, y: 160 })]),
      WHOLE_MAP,
      SCREEN,
    );
    expect(label.x).toBeLessThan(950);
  });
});
