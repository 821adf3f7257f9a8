import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { type Failure, graphqlFailure } from '../kit/forms/failure';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { ErrorState } from '../kit/ui/ErrorState';
import { Spinner } from '../kit/ui/Spinner';
import toast from '../kit/ui/toast';
import { DispatchApplyPlanMutation, DispatchPlanQuery } from './dispatch.graphql';
import { DRIVER_START_LABEL, milesLabel } from './labels';
import { TableHead } from '../kit/ui/Table';
import { PlanLeg } from './PlanLeg';
import { orderText, whySentence } from './planText';

export type PlanDialogProps = {
  legIds: readonly string[];
  onClose: () => void;
  /** The plan was applied: every leg assigned. */
  onApplied: () => void;
};

/**
 * "Plan these legs": the server's min-cost plan for the ticked legs, pair by pair with each leg's route and pickup,
 * why in a sentence and the warnings, the legs it could not place with one reason each (the drivers' own behind a
 * disclosure), and the total deadhead; a wide dialog (dispatch.css), so a sentence reads as one; "Apply plan" assigns every pair at the version the plan
 * was made on, all or nothing. A refusal is shown here; a CONFLICT fetches the plan again.
 */
export const PlanDialog = ({ legIds, onClose, onApplied }: PlanDialogProps) => {
  const tenant = useCurrentTenant();
  const locale = tenant?.locale;
  const [{ data, error, fetching }, refetch] = useQuery({
    query: DispatchPlanQuery,
    variables: { legIds: [...legIds] },
    requestPolicy: 'network-only',
  });
  const [applying, apply] = useMutation(DispatchApplyPlanMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const plan = data?.planDispatchDay;

  const onApply = async () => {
    if (!plan) return;
    setFailure(null);
    const assignments = plan.pairs.map((pair) => ({ legId: pair.leg.id, driverId: pair.driver.id, version: pair.leg.version }));
    const result = await apply({ assignments });
    if (result.data?.applyDispatchPlan) {
      toast.success(`Plan applied: ${assignments.length} ${assignments.length === 1 ? 'leg' : 'legs'} assigned.`);
      onApplied();
      return;
    }
    const failed: Failure = result.error
      ? graphqlFailure(result.error)
      : { code: null, message: 'The plan was not applied.', fieldErrors: {} };
    setFailure(failed);
    if (failed.code === 'CONFLICT') refetch({ requestPolicy: 'network-only' });
  };

  const body = () => {
    if (!plan) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Planning the legs…" />;
    }
    return (
      <>
        <p aria-live="polite">
          {`${plan.pairs.length} of ${legIds.length} legs placed over ${plan.driversConsidered.toLocaleString(locale)} drivers · total deadhead ${milesLabel(plan.totalDeadheadMiles, locale)}`}
          {fetching ? ' · updating…' : ''}
        </p>
        {plan.pairs.length > 0 && (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways in the dialog: a keyboard user must reach it
          <section className="table-wrap" tabIndex={0} aria-label="Pairings, scrollable">
            <table className="table dispatch-plan-table">
              <caption className="visually-hidden">Proposed pairings</caption>
              <TableHead headings={['Leg', 'Route and pickup', 'Driver', 'Deadhead', 'Why']} />
              <tbody>
                {plan.pairs.map((pair) => (
                  <tr key={pair.leg.id}>
                    <th scope="row" className="nowrap">
                      {pair.leg.number}
                    </th>
                    <td>
                      <PlanLeg leg={pair.leg} />
                    </td>
                    <td>
                      {pair.driver.fullName}
                      <span className="cell-sub">{orderText(pair.order, pair.afterLeg?.number)}</span>
                    </td>
                    <td className="nowrap">
                      {milesLabel(pair.deadheadMiles, locale)}
                      <span className="cell-sub">{DRIVER_START_LABEL[pair.from]}</span>
                    </td>
                    <td>
                      <p className="dispatch-plan-why">{whySentence(pair.reasons)}</p>
                      {pair.warnings.length > 0 && (
                        <ul className="plain-list dispatch-warnings">
                          {pair.warnings.map((warning) => (
                            <li key={warning}>
                              <Badge tone="warning">Warning</Badge> {warning}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {plan.unassigned.length > 0 && (
          <section aria-labelledby="dispatch-plan-unplaced">
            <h3 id="dispatch-plan-unplaced">Not placed</h3>
            {/* One reason a leg, in a sentence; what each driver's block is waits behind its own disclosure. */}
            <ul className="plain-list dispatch-plan-unplaced">
              {plan.unassigned.map((unplaced) => {
                const [reason, ...details] = unplaced.reasons;
                return (
                  <li key={unplaced.leg.id}>
                    <strong>{unplaced.leg.number}</strong> <PlanLeg leg={unplaced.leg} />
                    <p className="dispatch-plan-why">{reason}</p>
                    {details.length > 0 && (
                      <details className="dispatch-blocked">
                        <summary>{`Details for ${unplaced.leg.number}`}</summary>
                        <ul>
                          {details.map((detail) => (
                            <li key={detail}>{detail}</li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </>
    );
  };

  return (
    <Dialog title="Plan these legs" onClose={onClose}>
      <div className="dispatch-plan">{body()}</div>
      {failure && (
        <div role="alert">
          <Alert tone="danger">{`The plan was not applied, nothing was assigned. ${transitionFailureMessage(failure, 'leg')}`}</Alert>
        </div>
      )}
      <div className="button-row">
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="primary"
          busy={applying.fetching}
          disabled={!plan || plan.pairs.length === 0 || applying.fetching}
          onClick={onApply}
        >
          Apply plan
        </Button>
      </div>
    </Dialog>
  );
};
