/**
 * Min-cost assignment on a rectangular cost matrix: the Hungarian method (Kuhn–Munkres) with row and column
 * potentials, O(n²·m) for n = min(rows, cols), m = max(rows, cols). A forbidden pair is `Infinity`. The answer
 * holds as many allowed pairs as can be made and, among those, the cheapest; a row with no allowed column
 * (or outbid for all of them) stays unassigned, and so do the spare rows or columns.
 */

export type Assignment = {
  /** [row, col] pairs, by row. */
  pairs: Array<[row: number, col: number]>;
  total: number;
};

/**
 * The e-maxx formulation on a dense n×m matrix (n ≤ m, 1-based inside): `owner[j]` is the row holding column j.
 * Strict comparisons keep ties on the lowest index, so the answer is deterministic for a given matrix.
 */
const hungarian = (a: Float64Array, n: number, m: number): Int32Array => {
  const u = new Float64Array(n + 1);
  const v = new Float64Array(m + 1);
  const owner = new Int32Array(m + 1);
  const way = new Int32Array(m + 1);
  const minv = new Float64Array(m + 1);
  const used = new Uint8Array(m + 1);
  for (let i = 1; i <= n; i += 1) {
    owner[0] = i;
    let j0 = 0;
    minv.fill(Number.POSITIVE_INFINITY);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = owner[j0];
      const base = (i0 - 1) * m - 1;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= m; j += 1) {
        if (used[j]) continue;
        const reduced = a[base + j] - u[i0] - v[j];
        if (reduced < minv[j]) {
          minv[j] = reduced;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j += 1) {
        if (used[j]) {
          u[owner[j]] += delta;
          v[j] -= delta;
        } else minv[j] -= delta;
      }
      j0 = j1;
    } while (owner[j0] !== 0);
    do {
      const j1 = way[j0];
      owner[j0] = owner[j1];
      j0 = j1;
    } while (j0 !== 0);
  }
  return owner;
};

export const minCostAssignment = (cost: readonly (readonly number[])[]): Assignment => {
  const rows = cost.length;
  const cols = rows === 0 ? 0 : cost[0].length;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const row of cost) {
    if (row.length !== cols) throw new RangeError('The cost matrix must be rectangular.');
    for (const value of row) {
      if (Number.isNaN(value) || value === Number.NEGATIVE_INFINITY)
        throw new RangeError(`A cost must be a number or Infinity, not ${value}.`);
      if (value !== Number.POSITIVE_INFINITY) {
        low = Math.min(low, value);
        high = Math.max(high, value);
      }
    }
  }
  if (low === Number.POSITIVE_INFINITY) return { pairs: [], total: 0 };
  // A forbidden pair costs more than any two sets of allowed pairs can differ by, so the method uses as few as it can.
  const n = Math.min(rows, cols);
  const m = Math.max(rows, cols);
  const forbidden = (high - low + 1) * (n + 1);
  const transposed = rows > cols;
  const a = new Float64Array(n * m);
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const value = cost[r][c];
      a[transposed ? c * m + r : r * m + c] = value === Number.POSITIVE_INFINITY ? forbidden : value - low;
    }
  const owner = hungarian(a, n, m);
  const pairs: Array<[number, number]> = [];
  let total = 0;
  for (let j = 1; j <= m; j += 1) {
    if (owner[j] === 0) continue;
    const [r, c] = transposed ? [j - 1, owner[j] - 1] : [owner[j] - 1, j - 1];
    if (cost[r][c] === Number.POSITIVE_INFINITY) continue;
    pairs.push([r, c]);
    total += cost[r][c];
  }
  pairs.sort((x, y) => x[0] - y[0]);
  return { pairs, total };
};
