import { type GraphQLRequest, getOperationName } from '@urql/core';
import { renderToString } from 'react-dom/server';
import { type Client, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
import { tenantMachine } from '../../machines/app/tenant.machine';
import { tenantFixture } from '../../testing/fixtures';
import { TenantActor } from '../kit/app/actors';
import { ApproveDraftsPanel } from './ApproveDraftsPanel';

// The unit project runs in Node (no DOM): the panel is rendered to HTML with its query answered at once and read back
// by its text and buttons; approvalSummary (payRun.test.ts) covers what it says after approving.
const draft = (id: string, net: number) => ({
  __typename: 'Settlement',
  id,
  number: `STL-${id}`,
  version: 1,
  payeeName: `Payee ${id}`,
  net,
});

const client = (drafts: ReturnType<typeof draft>[]) =>
  ({
    executeQuery: (request: GraphQLRequest) =>
      fromValue({
        data:
          getOperationName(request.query) === 'DraftsToApprove'
            ? { settlements: { __typename: 'SettlementPaginator', data: drafts, paginatorInfo: { total: drafts.length } } }
            : undefined,
        fetching: false,
        stale: false,
        hasNext: false,
      }),
    executeMutation: () => fromValue({ data: null }),
  }) as unknown as Client;

const render = (drafts: ReturnType<typeof draft>[]) => {
  const snapshot = tenantMachine.resolveState({
    value: 'ready',
    context: { tenantId: 't1', tenants: [tenantFixture('t1')], candidates: [] },
  });
  return renderToString(
    <TenantActor.Provider options={{ snapshot, input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <Provider value={client(drafts)}>
        <ApproveDraftsPanel onApproved={() => {}} />
      </Provider>
    </TenantActor.Provider>,
  );
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const buttons = (html: string) => [...html.matchAll(/<button\b[^>]*>(.*?)<\/button>/g)].map((m) => text(m[1]));

describe("the pay run's drafts to approve", () => {
  it('offers "Approve all" with the count and the net of the drafts waiting', () => {
    const html = render([draft('100001', 30_000), draft('100002', 45_000)]);
    expect(buttons(html)).toEqual(['Approve all 2 drafts']);
    expect(text(html)).toContain('2 drafts, $750.00 net. Approving opens them for payment.');
  });

  it('offers nothing to approve when no draft is waiting', () => {
    const html = render([]);
    expect(buttons(html)).toEqual([]);
    expect(text(html)).toContain('No drafts waiting.');
  });
});
