import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AIAG_AREAS, isAiagArea } from './aiag';
import { areaAt, centreOf, DIAGRAM_AREAS, panelAt, panelCentre, VEHICLE_PANELS } from './vehicleDiagram';

describe('VEHICLE_PANELS', () => {
  it('names a valid AIAG area, a unique id and a label on every panel, inside the 0–1 space', () => {
    for (const panel of VEHICLE_PANELS) {
      expect(isAiagArea(panel.area), panel.id).toBe(true);
      expect(panel.label).not.toBe('');
      for (const [x, y] of panel.points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(1);
      }
    }
    expect(new Set(VEHICLE_PANELS.map((panel) => panel.id)).size).toBe(VEHICLE_PANELS.length);
  });

  it('draws every area but the running boards', () => {
    const missing = Object.keys(AIAG_AREAS).filter((area) => !DIAGRAM_AREAS.includes(area as never));
    expect(missing.sort()).toEqual(['38', '39']);
  });

  it('finds every panel at its own centre (no panel drawn over it hides it)', () => {
    for (const panel of VEHICLE_PANELS) {
      const [x, y] = panelCentre(panel);
      expect(panelAt(x, y).id, panel.id).toBe(panel.id);
    }
  });
});

describe('areaAt and centreOf', () => {
  it('round-trips every drawn area', () => {
    for (const area of DIAGRAM_AREAS) {
      const centre = centreOf(area);
      expect(centre, area).not.toBeNull();
      expect(areaAt(centre?.x ?? -1, centre?.y ?? -1), area).toBe(area);
    }
  });

  it('places points where a driver would expect them', () => {
    expect(areaAt(0.5, 0.04)).toBe('03'); // front bumper
    expect(areaAt(0.5, 0.96)).toBe('92'); // plate on the rear bumper
    expect(areaAt(0.7, 0.96)).toBe('04'); // rear bumper beside the plate
    expect(areaAt(0.5, 0.2)).toBe('27'); // hood
    expect(areaAt(0.5, 0.5)).toBe('37'); // roof
    expect(areaAt(0.5, 0.35)).toBe('20'); // windshield
    expect(areaAt(0.5, 0.7)).toBe('21'); // rear glass
    expect(areaAt(0.25, 0.4)).toBe('10'); // left front door (the car's left is the drawing's left)
    expect(areaAt(0.75, 0.6)).toBe('13'); // right rear door
    expect(areaAt(0.25, 0.2)).toBe('14'); // left front fender
    expect(areaAt(0.75, 0.8)).toBe('17'); // right quarter panel
    expect(areaAt(0.1, 0.32)).toBe('30'); // left mirror
    expect(areaAt(0.115, 0.185)).toBe('73'); // left front wheel, inside its tire
    expect(areaAt(0.05, 0.2)).toBe('72'); // left front tire
    expect(areaAt(0.95, 0.8)).toBe('76'); // right rear tire
  });

  it('names the nearest panel off the car', () => {
    expect(areaAt(0.5, 0)).toBe('03');
    expect(areaAt(0.5, 1)).toBe('04');
    expect(areaAt(0, 0.5)).toBe('35');
    expect(areaAt(1, 0.5)).toBe('36');
  });

  it('has no centre for an area it does not draw', () => {
    expect(centreOf('38')).toBeNull();
    expect(centreOf('99')).toBeNull();
  });

  it('always answers a valid area, whatever the point', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 2, noNaN: true }), fc.double({ min: -1, max: 2, noNaN: true }), (x, y) =>
        isAiagArea(areaAt(x, y)),
      ),
    );
  });
});
