import { assign, type SnapshotFrom, setup } from 'xstate';
import type { TenantSummary } from '../../domain/currentUser';

/** Where a tenant id may come from at start-up: query parameter, session storage, cookie (docs/access.md#the-current-tenant). */
export type TenantInput = { queryTenant: string | null; storedTenant: string | null; cookieTenant: string | null };

export type TenantContext = {
  tenantId: string | null;
  tenants: TenantSummary[];
  /** Ids to try, best first, until the user's tenants are known. */
  candidates: (string | null)[];
};

export type TenantEvent =
  | { type: 'tenant.userLoaded'; tenants: TenantSummary[] }
  | { type: 'tenant.select'; id: string }
  | { type: 'tenant.queryParam'; id: string }
  | { type: 'tenant.clear' };

/** The first candidate that is one of the user's tenants, else the user's first tenant (docs/access.md#the-current-tenant). */
export const chooseTenant = (
  candidates: readonly (string | null | undefined)[],
  tenants: readonly Pick<TenantSummary, 'id'>[],
): string | null => candidates.find((id) => id != null && tenants.some((tenant) => tenant.id === id)) ?? tenants[0]?.id ?? null;

export const tenantMachine = setup({
  types: {} as { context: TenantContext; events: TenantEvent; input: TenantInput },
  guards: {
    isOtherUserTenant: ({ context }, params: { id: string }) =>
      params.id !== context.tenantId && context.tenants.some((tenant) => tenant.id === params.id),
    keepsTenant: ({ context }, params: { tenants: TenantSummary[] }) =>
      chooseTenant([context.tenantId], params.tenants) === context.tenantId,
  },
  actions: {
    queueCandidate: assign(({ context }, params: { id: string }) => ({
      candidates: [params.id, ...context.candidates.filter((id) => id !== params.id)],
    })),
    choose: assign(({ context }, params: { tenants: TenantSummary[] }) => ({
      tenants: params.tenants,
      tenantId: chooseTenant(context.candidates, params.tenants),
      candidates: [],
    })),
    // A session refresh may change the user's tenants: keep the current one while it is still theirs.
    refresh: assign(({ context }, params: { tenants: TenantSummary[] }) => ({
      tenants: params.tenants,
      tenantId: chooseTenant([context.tenantId], params.tenants),
    })),
    switchTo: assign((_, params: { id: string }) => ({ tenantId: params.id })),
    clearSelection: assign({ tenantId: null, tenants: [], candidates: [] }),
    // The app writes context.tenantId to sessionStorage and the cookie `tenant` (null: removes both).
    persist: () => {},
    // The app resets the urql cache (a failure there is only logged, never shown).
    resetCache: () => {},
  },
}).createMachine({
  id: 'tenant',
  context: ({ input }) => ({
    tenantId: null,
    tenants: [],
    candidates: [input.queryTenant, input.storedTenant, input.cookieTenant],
  }),
  initial: 'waiting',
  on: {
    'tenant.clear': { target: '.waiting', actions: ['clearSelection', 'persist', 'resetCache'] },
  },
  states: {
    /** No user tenants known yet: remember the candidates. */
    waiting: {
      on: {
        'tenant.userLoaded': {
          target: 'ready',
          actions: [{ type: 'choose', params: ({ event }) => ({ tenants: event.tenants }) }, 'persist'],
        },
        'tenant.queryParam': { actions: { type: 'queueCandidate', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    ready: {
      on: {
        'tenant.userLoaded': [
          {
            guard: { type: 'keepsTenant', params: ({ event }) => ({ tenants: event.tenants }) },
            actions: { type: 'refresh', params: ({ event }) => ({ tenants: event.tenants }) },
          },
          {
            actions: [{ type: 'refresh', params: ({ event }) => ({ tenants: event.tenants }) }, 'persist', 'resetCache'],
          },
        ],
        'tenant.select': {
          guard: { type: 'isOtherUserTenant', params: ({ event }) => ({ id: event.id }) },
          actions: [{ type: 'switchTo', params: ({ event }) => ({ id: event.id }) }, 'persist', 'resetCache'],
        },
        'tenant.queryParam': {
          guard: { type: 'isOtherUserTenant', params: ({ event }) => ({ id: event.id }) },
          actions: [{ type: 'switchTo', params: ({ event }) => ({ id: event.id }) }, 'persist', 'resetCache'],
        },
      },
    },
  },
});

export type TenantSnapshot = SnapshotFrom<typeof tenantMachine>;

export const selectTenantId = (snapshot: TenantSnapshot): string | null => snapshot.context.tenantId;

export const selectTenant = (snapshot: TenantSnapshot): TenantSummary | null =>
  snapshot.context.tenants.find((tenant) => tenant.id === snapshot.context.tenantId) ?? null;
