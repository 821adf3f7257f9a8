import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MAX_REBATE_TIERS } from '../../domain/rebateTiers';
import { hasRole } from '../../domain/roles';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { ErrorState } from '../kit/ui/ErrorState';
import { FormButtons } from '../kit/ui/FormButtons';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { ClientRebateTiersQuery, SetClientRebateTiersMutation } from './rebateTiers.graphql';
import { type TierDraft, tierDrafts, tierInputs } from './tiersDraft';

export type RebateTiersPanelProps = { clientId: string };

export type TiersFormProps = { clientId: string; initial: TierDraft[] };

export const TiersForm = ({ clientId, initial }: TiersFormProps) => {
  const [drafts, setDrafts] = useState(initial);
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(SetClientRebateTiersMutation);
  const change = (index: number, part: Partial<TierDraft>) =>
    setDrafts((rows) => rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = tierInputs(drafts);
    if ('errors' in checked) return setErrors(checked.errors);
    const result = await save({ clientId, tiers: checked.tiers });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setErrors(failure.fieldErrors);
      return setFormError(failure.message);
    }
    setErrors({});
    setFormError(null);
    setDrafts(tierDrafts(result.data?.setClientRebateTiers.rebateTiers ?? []));
    toast.success('Rebate tiers saved.');
  };
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {formError && <Alert tone="danger">{formError}</Alert>}
      {drafts.length === 0 && <p className="muted">No tiers: the client is owed no volume rebate.</p>}
      {drafts.map((draft, index) => (
        // A tier has no id of its own until saved: its place in the list is its key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are edited in place and never reordered while typed
        <fieldset key={index} className="form-section">
          <legend>Tier {index + 1}</legend>
          <div className="field-grid">
            <TextField
              label="From legs delivered"
              inputMode="numeric"
              value={draft.minLegs}
              onChange={(minLegs) => change(index, { minLegs })}
              error={errors[`tiers.${index}.minLegs`]}
            />
            <TextField
              label="Rebate (%)"
              inputMode="decimal"
              value={draft.percent}
              onChange={(percent) => change(index, { percent })}
              error={errors[`tiers.${index}.rateBp`]}
            />
          </div>
          <Button variant="ghost" onClick={() => setDrafts((rows) => rows.filter((_, at) => at !== index))}>
            Remove tier {index + 1}
          </Button>
        </fieldset>
      ))}
      {drafts.length < MAX_REBATE_TIERS && (
        <Button onClick={() => setDrafts((rows) => [...rows, { minLegs: '', percent: '' }])}>Add a tier</Button>
      )}
      <FormButtons submit="Save rebate tiers" busy={fetching} />
    </form>
  );
};

/** The client's volume rebate tiers (an admin's), which /admin/reports/rebate applies to its legs delivered in a period. */
export const RebateTiersPanel = ({ clientId }: RebateTiersPanelProps) => {
  const user = useCurrentUser();
  // The tiers are an admin's to set (server/financeReports/financeReports.tiers.ts): others are not shown the panel.
  const admin = user !== null && hasRole(user, ['ADMIN']);
  const [{ data, error }, reexecute] = useQuery({ query: ClientRebateTiersQuery, variables: { id: clientId }, pause: !admin });
  if (!admin) return null;
  const tiers = data?.client?.rebateTiers;
  return (
    <Panel
      title="Volume rebate tiers"
      description="From how many legs delivered in a period the client is owed which share of its invoiced revenue (tax left out); the highest tier reached applies. The rebate report shows what is owed."
    >
      {tiers ? (
        <TiersForm key={JSON.stringify(tiers)} clientId={clientId} initial={tierDrafts(tiers)} />
      ) : error ? (
        <ErrorState message={graphqlFailure(error).message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
      ) : (
        <Spinner label="Loading the rebate tiers…" />
      )}
    </Panel>
  );
};
