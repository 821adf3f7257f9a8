import { useId, useState } from 'react';
import { useMutation } from 'urql';
import type { RecoverySource } from '@/generated/enums/RecoverySource';
import { majorText, minorOf } from '../../domain/moneyInput';
import { repairRecoveriesSchema } from '../../domain/schemas/accidents';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { useMoney } from '../kit/ui/useMoney';
import { RECOVERY_SOURCE_LABEL, RECOVERY_SOURCE_ORDER } from './labels';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { SetRecoveriesMutation } from './repair.graphql';

type Recovery = {
  id: string;
  source: RecoverySource;
  party?: string | null;
  claimNumber?: string | null;
  amountClaimed: number;
  amountRecovered: number;
  note?: string | null;
};

type Row = {
  key: number;
  source: RecoverySource;
  party: string;
  claimNumber: string;
  amountClaimed: string;
  amountRecovered: string;
  note: string;
};

export type RecoveriesEditorProps = {
  repair: {
    id: string;
    number: string;
    version: number;
    chargebackAllowed: boolean;
    driver?: { fullName: string } | null;
    recoveries: readonly Recovery[];
  };
  canEdit: boolean;
  refetch: () => void;
};

let nextKey = 1;
const rowOf = (recovery: Recovery): Row => ({
  key: nextKey++,
  source: recovery.source,
  party: recovery.party ?? '',
  claimNumber: recovery.claimNumber ?? '',
  amountClaimed: majorText(recovery.amountClaimed),
  amountRecovered: majorText(recovery.amountRecovered),
  note: recovery.note ?? '',
});

/** The recovery sources; a driver chargeback is listed but disabled where the driver's pay profile does not allow it. */
const sourceChoices = (chargebackAllowed: boolean, current: RecoverySource) =>
  RECOVERY_SOURCE_ORDER.map((source) => {
    const refused = source === 'DRIVER_CHARGEBACK' && !chargebackAllowed;
    return {
      value: source,
      label: refused ? `${RECOVERY_SOURCE_LABEL[source]} (not allowed)` : RECOVERY_SOURCE_LABEL[source],
      disabled: refused && current !== source,
    };
  });

/** Why a chargeback is not offered, in words. */
export const chargebackRefusal = (repair: RecoveriesEditorProps['repair']): string =>
  repair.driver ? `${repair.driver.fullName}’s pay profile does not allow chargebacks.` : 'The repair has no driver to charge back.';

/** Who pays the repair back: rows of source, party, claim and amounts, saved as one list (the server replaces them). */
export const RecoveriesEditor = ({ repair, canEdit, refetch }: RecoveriesEditorProps) => {
  const money = useMoney();
  const [rows, setRows] = useState<Row[]>(() => repair.recoveries.map(rowOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(SetRecoveriesMutation);
  const chargebackNoteId = useId();
  const update = (key: number, patch: Partial<Row>) => setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const error = (index: number, field: string) => errors[`${index}.${field}`] ?? errors[`recoveries.${index}.${field}`];

  if (!canEdit)
    return repair.recoveries.length === 0 ? (
      <p className="muted">No recoveries recorded.</p>
    ) : (
      <ul className="plain-list">
        {repair.recoveries.map((recovery) => (
          <li key={recovery.id}>
            {`${RECOVERY_SOURCE_LABEL[recovery.source]}${recovery.party ? ` (${recovery.party})` : ''}${recovery.claimNumber ? `, claim ${recovery.claimNumber}` : ''}: ${money(recovery.amountRecovered)} recovered of ${money(recovery.amountClaimed)} claimed`}
          </li>
        ))}
      </ul>
    );

  const submit = async () => {
    setMessage(null);
    const parsed = repairRecoveriesSchema.safeParse(
      rows.map((row) => ({
        source: row.source,
        party: row.party,
        claimNumber: row.claimNumber,
        amountClaimed: minorOf(row.amountClaimed),
        amountRecovered: minorOf(row.amountRecovered),
        note: row.note,
      })),
    );
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await save({ id: repair.id, version: repair.version, recoveries: parsed.data });
    if (!result.error) return toast.success(`Recoveries of ${repair.number} saved.`);
    const failure = graphqlFailure(result.error);
    if (failure.code === 'CONFLICT') refetch();
    setErrors(failure.fieldErrors);
    setMessage(Object.keys(failure.fieldErrors).length > 0 ? null : transitionFailureMessage(failure, 'repair'));
  };

  const whole = [
    ...Object.entries(errors)
      .filter(([key]) => !/\d/.test(key))
      .flatMap(([, list]) => list),
    ...(message ? [message] : []),
  ];
  return (
    <div className="form">
      {whole.length > 0 && <Alert tone="danger">{whole.join(' ')}</Alert>}
      {!repair.chargebackAllowed && (
        <p className="muted" id={chargebackNoteId}>
          {`Driver chargeback is not offered: ${chargebackRefusal(repair)}`}
        </p>
      )}
      {rows.length === 0 && <EmptyState title="No recoveries recorded" />}
      {rows.map((row, index) => (
        <fieldset key={row.key} className="form-section">
          <legend>{`Recovery ${index + 1}`}</legend>
          <div className="field-grid">
            <FieldSelect
              label="Source"
              value={row.source}
              choices={sourceChoices(repair.chargebackAllowed, row.source)}
              describedBy={repair.chargebackAllowed ? undefined : chargebackNoteId}
              onChange={(source) => update(row.key, { source: source as RecoverySource })}
              error={error(index, 'source')}
            />
            <TextField label="Party" value={row.party} onChange={(party) => update(row.key, { party })} error={error(index, 'party')} />
            <TextField
              label="Claim number"
              value={row.claimNumber}
              onChange={(claimNumber) => update(row.key, { claimNumber })}
              error={error(index, 'claimNumber')}
            />
            <TextField
              label="Amount claimed"
              inputMode="decimal"
              value={row.amountClaimed}
              onChange={(amountClaimed) => update(row.key, { amountClaimed })}
              error={error(index, 'amountClaimed')}
            />
            <TextField
              label="Amount recovered"
              inputMode="decimal"
              value={row.amountRecovered}
              onChange={(amountRecovered) => update(row.key, { amountRecovered })}
              error={error(index, 'amountRecovered')}
            />
            <TextField label="Note" value={row.note} onChange={(note) => update(row.key, { note })} error={error(index, 'note')} />
          </div>
          <Button className="btn-small" onClick={() => setRows((list) => list.filter((item) => item.key !== row.key))}>
            {`Remove recovery ${index + 1}`}
          </Button>
        </fieldset>
      ))}
      <div className="button-row">
        <Button
          onClick={() =>
            setRows((list) => [
              ...list,
              { key: nextKey++, source: 'INSURANCE', party: '', claimNumber: '', amountClaimed: '', amountRecovered: '', note: '' },
            ])
          }
        >
          Add recovery
        </Button>
        <Button variant="primary" busy={fetching} onClick={submit}>
          Save recoveries
        </Button>
      </div>
    </div>
  );
};
