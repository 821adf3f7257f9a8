import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert, AlertList } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { useMoney } from '../kit/ui/useMoney';
import { DraftsToApproveQuery, OpenSettlementsMutation } from './driverPay.graphql';
import { APPROVE_ALL_LIMIT, approvalSummary } from './payRun';

/**
 * The pay run's drafts: "Approve all" opens every draft in one request (openSettlements), each through the settlement
 * machine; the ones the server refuses are listed by number with the reason, and the pay run reloads.
 */
export const ApproveDraftsPanel = ({ onApproved }: { onApproved: () => void }) => {
  const money = useMoney();
  const [{ data, error }, reexecute] = useQuery({
    query: DraftsToApproveQuery,
    variables: { first: APPROVE_ALL_LIMIT },
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: approving }, open] = useMutation(OpenSettlementsMutation);
  const [summary, setSummary] = useState<ReturnType<typeof approvalSummary> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const drafts = data?.settlements.data ?? [];
  const total = drafts.reduce((sum, draft) => sum + draft.net, 0);

  const approveAll = async () => {
    setFailure(null);
    const answer = await open({ settlements: drafts.map(({ id, version }) => ({ id, version })) });
    if (answer.error || !answer.data) {
      setFailure(answer.error ? graphqlFailure(answer.error).message : 'The drafts were not approved. Try again.');
      return;
    }
    setSummary(approvalSummary(drafts, answer.data.openSettlements));
    reexecute({ requestPolicy: 'network-only' });
    onApproved();
  };

  return (
    <Panel
      title="Drafts to approve"
      className="panel-wide"
      description={
        drafts.length > 0
          ? `${drafts.length} ${drafts.length === 1 ? 'draft' : 'drafts'}, ${money(total)} net. Approving opens them for payment.`
          : 'No drafts waiting.'
      }
      actions={
        drafts.length > 0 && (
          <Button variant="primary" busy={approving} disabled={approving} onClick={approveAll}>
            {`Approve all ${drafts.length} ${drafts.length === 1 ? 'draft' : 'drafts'}`}
          </Button>
        )
      }
    >
      {error && !data && <Alert tone="danger">{graphqlFailure(error).message}</Alert>}
      {failure && <Alert tone="danger">{failure}</Alert>}
      {summary && <Alert tone={summary.refused.length > 0 ? 'warning' : 'success'}>{summary.text}</Alert>}
      {summary && <AlertList tone="warning" messages={summary.refused} />}
    </Panel>
  );
};
