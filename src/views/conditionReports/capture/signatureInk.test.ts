import { describe, expect, it } from 'vitest';
import { drawStrokes, hasInk, pointIn } from './signatureInk';

describe('pointIn', () => {
  const box = { left: 10, top: 20, width: 200, height: 100 };

  it('gives a point as a share of the pad', () => {
    expect(pointIn(box, 110, 70)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('keeps a stroke that leaves the pad on its edge', () => {
    expect(pointIn(box, -50, 500)).toEqual({ x: 0, y: 1 });
  });

  it('answers the corner for a pad not laid out yet', () => {
    expect(pointIn({ left: 0, top: 0, width: 0, height: 0 }, 5, 5)).toEqual({ x: 0, y: 0 });
  });
});

describe('hasInk', () => {
  it('wants more than a tap or two', () => {
    expect(hasInk([])).toBe(false);
    expect(hasInk([[{ x: 0, y: 0 }], [{ x: 1, y: 1 }]])).toBe(false);
    expect(
      hasInk([
        [
          { x: 0, y: 0 },
          { x: 0.5, y: 0.5 },
          { x: 1, y: 1 },
        ],
      ]),
    ).toBe(true);
  });
});

describe('drawStrokes', () => {
  it('draws each stroke at the canvas’s size, a single point as a dot', () => {
    const calls: string[] = [];
    const record =
      (name: string) =>
      (...args: number[]) =>
        calls.push(`${name} ${args.map((value) => Math.round(value)).join(' ')}`.trim());
    const ctx = {
      clearRect: record('clear'),
      beginPath: record('begin'),
      moveTo: record('move'),
      lineTo: record('line'),
      stroke: record('stroke'),
      arc: record('arc'),
      fill: record('fill'),
    } as unknown as CanvasRenderingContext2D;
    drawStrokes(
      ctx,
      [
        [
          { x: 0, y: 0 },
          { x: 0.5, y: 1 },
        ],
        [{ x: 1, y: 0.5 }],
        [],
      ],
      600,
      200,
    );
    expect(calls).toEqual(['clear 0 0 600 200', 'begin', 'move 0 0', 'line 300 200', 'stroke', 'begin', 'arc 600 100 2 0 6', 'fill']);
  });
});
