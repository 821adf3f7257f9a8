import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minCostAssignment } from './assignment';

const X = Number.POSITIVE_INFINITY;

/** Every partial matching over the allowed pairs: the most pairs, then the lowest total. */
const bruteForce = (cost: number[][]) => {
  const cols = cost[0]?.length ?? 0;
  let best = { count: -1, total: 0 };
  const visit = (row: number, used: boolean[], count: number, total: number) => {
    if (row === cost.length) {
      if (count > best.count || (count === best.count && total < best.total)) best = { count, total };
      return;
    }
    visit(row + 1, used, count, total);
    for (let c = 0; c < cols; c += 1)
      if (!used[c] && cost[row][c] !== X) {
        used[c] = true;
        visit(row + 1, used, count + 1, total + cost[row][c]);
        used[c] = false;
      }
  };
  visit(0, [], 0, 0);
  return best;
};

const matrix = (entry: fc.Arbitrary<number>) =>
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
    .chain(([rows, cols]) => fc.array(fc.array(entry, { minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows }));

/** The pairs are a matching of allowed cells, and the total is theirs. */
const expectValid = (cost: number[][], result: ReturnType<typeof minCostAssignment>) => {
  const rows = new Set(result.pairs.map(([r]) => r));
  const cols = new Set(result.pairs.map(([, c]) => c));
  expect(rows.size).toBe(result.pairs.length);
  expect(cols.size).toBe(result.pairs.length);
  for (const [r, c] of result.pairs) expect(cost[r][c]).not.toBe(X);
  expect(result.total).toBeCloseTo(
    result.pairs.reduce((sum, [r, c]) => sum + cost[r][c], 0),
    9,
  );
};

describe('minCostAssignment', () => {
  it('solves a worked 3×3 case', () => {
    // Row 0 → col 1 (1), row 1 → col 0 (2), row 2 → col 2 (2): 5; the greedy first pick (row 0 → col 1, row 1 → col 2 …) is no better.
    const cost = [
      [4, 1, 3],
      [2, 0, 5],
      [3, 2, 2],
    ];
    expect(minCostAssignment(cost)).toEqual({
      pairs: [
        [0, 1],
        [1, 0],
        [2, 2],
      ],
      total: 5,
    });
  });

  it('leaves spare rows or columns unassigned in a rectangular matrix', () => {
    expect(minCostAssignment([[5, 1, 9, 3]])).toEqual({ pairs: [[0, 1]], total: 1 });
    expect(minCostAssignment([[7], [2], [4]])).toEqual({ pairs: [[1, 0]], total: 2 });
    expect(
      minCostAssignment([
        [10, 20],
        [1, 30],
        [2, 3],
      ]),
    ).toEqual({
      pairs: [
        [1, 0],
        [2, 1],
      ],
      total: 4,
    });
  });

  it('never uses a forbidden pair and leaves a row without an allowed column unassigned', () => {
    expect(
      minCostAssignment([
        [X, X, X],
        [1, X, 4],
        [2, X, X],
      ]),
    ).toEqual({
      pairs: [
        [1, 2],
        [2, 0],
      ],
      total: 6,
    });
    expect(
      minCostAssignment([
        [X, X],
        [X, X],
      ]),
    ).toEqual({ pairs: [], total: 0 });
  });

  it('prefers more pairs to a cheaper but smaller set', () => {
    // Row 0 alone at col 0 costs 1, but then row 1 has nothing: row 0 → col 1 and row 1 → col 0 make two pairs.
    expect(
      minCostAssignment([
        [1, 100],
        [50, X],
      ]),
    ).toEqual({
      pairs: [
        [0, 1],
        [1, 0],
      ],
      total: 150,
    });
  });

  it('takes negative costs', () => {
    expect(
      minCostAssignment([
        [-5, 0],
        [0, -1],
      ]),
    ).toEqual({
      pairs: [
        [0, 0],
        [1, 1],
      ],
      total: -6,
    });
  });

  it('answers an empty matrix and refuses ragged rows and NaN', () => {
    expect(minCostAssignment([])).toEqual({ pairs: [], total: 0 });
    expect(minCostAssignment([[]])).toEqual({ pairs: [], total: 0 });
    expect(() => minCostAssignment([[1, 2], [3]])).toThrow(RangeError);
    expect(() => minCostAssignment([[Number.NaN]])).toThrow(RangeError);
    expect(() => minCostAssignment([[Number.NEGATIVE_INFINITY]])).toThrow(RangeError);
  });

  it('matches brute force on small integer matrices with forbidden pairs', () => {
    const entry = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -20, max: 60 }) }, { weight: 1, arbitrary: fc.constant(X) });
    fc.assert(
      fc.property(matrix(entry), (cost) => {
        const result = minCostAssignment(cost);
        expectValid(cost, result);
        const best = bruteForce(cost);
        expect(result.pairs.length).toBe(best.count);
        expect(result.total).toBe(best.total);
      }),
      { numRuns: 400, seed: 15 },
    );
  });

  it('matches brute force on small fractional matrices', () => {
    const entry = fc.oneof(
      { weight: 4, arbitrary: fc.double({ min: 0, max: 3000, noNaN: true }) },
      { weight: 1, arbitrary: fc.constant(X) },
    );
    fc.assert(
      fc.property(matrix(entry), (cost) => {
        const result = minCostAssignment(cost);
        expectValid(cost, result);
        const best = bruteForce(cost);
        expect(result.pairs.length).toBe(best.count);
        expect(result.total).toBeCloseTo(best.total, 6);
      }),
      { numRuns: 300, seed: 16 },
    );
  });
});
