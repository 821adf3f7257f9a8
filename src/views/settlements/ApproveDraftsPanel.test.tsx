import { describe, expect, it } from 'vitest';
import { buttonNames as buttons, renderStatic, textOf as text } from '../kit/testing/renderStatic';
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

const render = (drafts: ReturnType<typeof draft>[]) =>
  renderStatic(<ApproveDraftsPanel onApproved={() => {}} />, {
    answers: {
      DraftsToApprove: { settlements: { __typename: 'SettlementPaginator', data: drafts, paginatorInfo: { total: drafts.length } } },
    },
  });

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
