import { useId } from 'react';
import { useMutation } from 'urql';
import type { RecoverySource } from '@/generated/enums/RecoverySource';
import { majorText, minorOf } from '../../domain/moneyInput';
import { repairRecoveriesSchema } from '../../domain/schemas/accidents';
import { newRowKey } from '../kit/forms/rows';
import { RowsEditor } from '../kit/forms/RowsEditor';
import { useForm } from '../kit/forms/useForm';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { useMoney } from '../kit/ui/useMoney';
import { RECOVERY_SOURCE_LABEL, RECOVERY_SOURCE_ORDER } from './labels';
import { recordRefusal } from '../kit/record/recordRefusal';
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

const rowOf = (recovery: Recovery): Row => ({
  key: newRowKey(),
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
  const form = useForm({ recoveries: repair.recoveries.map(rowOf) });
  const list = form.list('recoveries');
  const [, save] = useMutation(SetRecoveriesMutation);
  const chargebackNoteId = useId();

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

  const submit = () =>
    form.run(async () => {
      const recoveries = form.check(
        repairRecoveriesSchema,
        list.rows.map((row) => ({
          source: row.source,
          party: row.party,
          claimNumber: row.claimNumber,
          amountClaimed: minorOf(row.amountClaimed),
          amountRecovered: minorOf(row.amountRecovered),
          note: row.note,
        })),
      );
      if (!recoveries) return;
      const result = await save({ id: repair.id, version: repair.version, recoveries });
      if (result.error) return form.fail(recordRefusal(result.error, 'repair', refetch));
      form.reset();
      toast.success(`Recoveries of ${repair.number} saved.`);
    });

  return (
    <RowsEditor
      noun={{ one: 'recovery', many: 'recoveries' }}
      list={list}
      empty="No recoveries recorded"
      message={form.formError}
      newRow={(): Row => ({
        key: newRowKey(),
        source: 'INSURANCE',
        party: '',
        claimNumber: '',
        amountClaimed: '',
        amountRecovered: '',
        note: '',
      })}
      onSave={() => void submit()}
      saving={form.submitting}
      containerRef={form.containerRef}
      className="form"
      note={
        !repair.chargebackAllowed && (
          <p className="muted" id={chargebackNoteId}>
            {`Driver chargeback is not offered: ${chargebackRefusal(repair)}`}
          </p>
        )
      }
    >
      {(row, index) => (
        <>
          <FieldSelect
            label="Source"
            choices={sourceChoices(repair.chargebackAllowed, row.source)}
            describedBy={repair.chargebackAllowed ? undefined : chargebackNoteId}
            {...list.cell(index, 'source')}
          />
          <TextField label="Party" {...list.cell(index, 'party')} />
          <TextField label="Claim number" {...list.cell(index, 'claimNumber')} />
          <TextField label="Amount claimed" inputMode="decimal" {...list.cell(index, 'amountClaimed')} />
          <TextField label="Amount recovered" inputMode="decimal" {...list.cell(index, 'amountRecovered')} />
          <TextField label="Note" {...list.cell(index, 'note')} />
        </>
      )}
    </RowsEditor>
  );
};
