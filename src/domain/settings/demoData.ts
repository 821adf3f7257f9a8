/**
 * /admin/settings/demo's shared rules (issue 29, docs/decisions.md#demo-data-issue-29): the page and the server read
 * the same progress and the same typed confirmation.
 */

/** A job's progress as a whole percentage of its steps (0 before the first commits, 100 once the last has). */
export const demoProgress = (step: number, steps: number): number =>
  steps <= 0 ? 0 : Math.min(100, Math.max(0, Math.round((step / steps) * 100)));

/**
 * A reset removes the tenant's operational data: it goes ahead only when the tenant's name is typed back, exactly
 * (surrounding spaces aside), so a slip of the mouse or the wrong tenant's tab cannot start one.
 */
export const confirmsReset = (typed: string | null | undefined, tenantName: string): boolean =>
  typeof typed === 'string' && typed.trim() === tenantName;

/** Marking a tenant production (never undone from the product) asks for the same typed name. */
export const confirmsProduction = confirmsReset;
