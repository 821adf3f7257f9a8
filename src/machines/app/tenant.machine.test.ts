import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { chooseTenant, selectTenant, selectTenantId, type TenantInput, tenantMachine } from './tenant.machine';
import { tenantFixture } from '../../testing/fixtures';

const [a, b, c] = [tenantFixture('a'), tenantFixture('b'), tenantFixture('c')];

describe('chooseTenant', () => {
  it.each([
    { name: 'query parameter first', candidates: ['b', 'c', 'a'], tenants: [a, b, c], expected: 'b' },
    { name: 'then session storage', candidates: [null, 'c', 'b'], tenants: [a, b, c], expected: 'c' },
    { name: 'then the cookie', candidates: [null, null, 'b'], tenants: [a, b, c], expected: 'b' },
    { name: 'then the first tenant', candidates: [null, null, null], tenants: [b, a], expected: 'b' },
    { name: 'a query tenant not the user’s is skipped', candidates: ['x', 'c', null], tenants: [a, c], expected: 'c' },
    { name: 'a stored tenant not the user’s is skipped', candidates: [null, 'x', 'c'], tenants: [a, c], expected: 'c' },
    { name: 'no valid candidate: first tenant', candidates: ['x', 'y', 'z'], tenants: [c, a], expected: 'c' },
    { name: 'empty string is no candidate', candidates: ['', null, null], tenants: [a], expected: 'a' },
    { name: 'a user without tenants has none', candidates: ['a', 'b', 'c'], tenants: [], expected: null },
    { name: 'no candidates at all', candidates: [], tenants: [c], expected: 'c' },
  ])('$name', ({ candidates, tenants, expected }) => {
    expect(chooseTenant(candidates, tenants)).toBe(expected);
  });
});

const start = (input: Partial<TenantInput> = {}) => {
  const persisted: (string | null)[] = [];
  const resetCache = vi.fn();
  const actor = createActor(
    tenantMachine.provide({
      actions: { persist: ({ context }) => persisted.push(context.tenantId), resetCache },
    }),
    { input: { queryTenant: null, storedTenant: null, cookieTenant: null, ...input } },
  ).start();
  return { actor, persisted, resetCache };
};

describe('tenant machine', () => {
  it('waits for the user, then chooses from the start-up candidates and persists', () => {
    const { actor, persisted, resetCache } = start({ storedTenant: 'x', cookieTenant: 'b' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(selectTenantId(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'tenant.userLoaded', tenants: [a, b] });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectTenant(actor.getSnapshot())).toEqual(b);
    expect(persisted).toEqual(['b']);
    expect(resetCache).not.toHaveBeenCalled();
  });

  it('a query parameter seen before the user loads wins', () => {
    const { actor } = start({ queryTenant: 'a', storedTenant: 'b' });
    actor.send({ type: 'tenant.queryParam', id: 'c' });
    actor.send({ type: 'tenant.userLoaded', tenants: [a, b, c] });
    expect(selectTenantId(actor.getSnapshot())).toBe('c');
  });

  it.each(['tenant.select', 'tenant.queryParam'] as const)('%s switches to one of the user’s tenants', (type) => {
    const { actor, persisted, resetCache } = start();
    actor.send({ type: 'tenant.userLoaded', tenants: [a, b] });
    expect(actor.getSnapshot().can({ type, id: 'x' })).toBe(false);
    expect(actor.getSnapshot().can({ type, id: 'a' })).toBe(false);
    actor.send({ type, id: 'x' });
    actor.send({ type, id: 'b' });
    expect(selectTenantId(actor.getSnapshot())).toBe('b');
    expect(persisted).toEqual(['a', 'b']);
    expect(resetCache).toHaveBeenCalledTimes(1);
  });

  it('select is refused before the user’s tenants are known', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'tenant.select', id: 'a' })).toBe(false);
  });

  it('a refreshed tenant list keeps the current tenant while it is still the user’s', () => {
    const { actor, persisted, resetCache } = start({ cookieTenant: 'b' });
    actor.send({ type: 'tenant.userLoaded', tenants: [a, b] });
    actor.send({ type: 'tenant.userLoaded', tenants: [b, c] });
    expect(selectTenantId(actor.getSnapshot())).toBe('b');
    expect(actor.getSnapshot().context.tenants).toEqual([b, c]);
    actor.send({ type: 'tenant.userLoaded', tenants: [c] });
    expect(selectTenantId(actor.getSnapshot())).toBe('c');
    expect(persisted).toEqual(['b', 'c']);
    expect(resetCache).toHaveBeenCalledTimes(1);
  });

  it('clear forgets the tenant, the list and the candidates; persists null and resets the cache', () => {
    const { actor, persisted, resetCache } = start({ queryTenant: 'b' });
    actor.send({ type: 'tenant.userLoaded', tenants: [a, b] });
    actor.send({ type: 'tenant.clear' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context).toEqual({ tenantId: null, tenants: [], candidates: [] });
    expect(persisted).toEqual(['b', null]);
    expect(resetCache).toHaveBeenCalledTimes(1);
    // Login cleared the selection: the next user gets their first tenant, not the old stored one.
    actor.send({ type: 'tenant.userLoaded', tenants: [a, b] });
    expect(selectTenantId(actor.getSnapshot())).toBe('a');
  });

  it('a user without tenants is ready with no tenant', () => {
    const { actor } = start({ storedTenant: 'a' });
    actor.send({ type: 'tenant.userLoaded', tenants: [] });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectTenant(actor.getSnapshot())).toBeNull();
  });
});
