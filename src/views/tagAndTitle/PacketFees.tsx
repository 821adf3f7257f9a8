import { useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { useMoney } from '../accidents/useMoney';
import { graphqlFailure } from '../forms/failure';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Panel } from '../ui/Panel';
import { TextField } from '../ui/TextField';
import toast from '../ui/toast';
import { blankFee, type FeeDraft, feeDraftOf, feesInput } from './feeDrafts';
import { SetTntPacketFeesMutation } from './PacketPage.graphql';
import { tntFailureMessage } from './tntFailure';

export const TntFeesFragment = graphql(`
  fragment TntFees_packet on TntPacket {
    id
    version
    feeTotal
    fees {
      id
      requirementTypeId
      label
      amount
      note
    }
  }
`);

export type PacketFeesProps = { packet: FragmentType<typeof TntFeesFragment>; canEdit: boolean; refetch: () => void };

/** What the district charges for the packet (from its FEE requirements), and the clerk's corrections to it. */
export const PacketFees = ({ packet: source, canEdit, refetch }: PacketFeesProps) => {
  const packet = getFragmentData(TntFeesFragment, source);
  const money = useMoney();
  const [drafts, setDrafts] = useState<FeeDraft[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(SetTntPacketFeesMutation);

  const patch = (index: number, change: Partial<FeeDraft>) =>
    setDrafts((lines) => lines?.map((line, at) => (at === index ? { ...line, ...change } : line)) ?? null);

  const submit = async () => {
    if (!drafts) return;
    const input = feesInput(drafts);
    if ('errors' in input) return setErrors(input.errors);
    setErrors({});
    setMessage(null);
    const result = await save({ id: packet.id, version: packet.version, fees: input.fees });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      setErrors(failure.fieldErrors);
      return setMessage(tntFailureMessage(failure));
    }
    toast.success('Fees saved.');
    setDrafts(null);
  };

  if (drafts)
    return (
      <Panel title="Fees">
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {message && <Alert tone="danger">{message}</Alert>}
          {drafts.map((draft, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fee line has no id until saved; its place is its identity here.
            <fieldset key={index} className="form-section">
              <legend>{`Fee ${index + 1}`}</legend>
              <TextField label="Label" value={draft.label} onChange={(label) => patch(index, { label })} error={errors[`fees.${index}.label`]} />
              <TextField
                label="Amount"
                hint="Leave empty while not known."
                inputMode="decimal"
                value={draft.amount}
                onChange={(amount) => patch(index, { amount })}
                error={errors[`fees.${index}.amount`]}
              />
              <TextField label="Note" value={draft.note} onChange={(note) => patch(index, { note })} error={errors[`fees.${index}.note`]} />
              <Button className="btn-small" onClick={() => setDrafts(drafts.filter((_, at) => at !== index))}>
                {`Remove fee ${index + 1}`}
              </Button>
            </fieldset>
          ))}
          {errors.fees && <Alert tone="danger">{errors.fees.join(' ')}</Alert>}
          <div className="button-row">
            <Button onClick={() => setDrafts([...drafts, blankFee()])}>Add a fee</Button>
            <Button type="submit" variant="primary" busy={fetching}>
              Save fees
            </Button>
            <Button onClick={() => setDrafts(null)}>Cancel</Button>
          </div>
        </form>
      </Panel>
    );

  return (
    <Panel
      title="Fees"
      actions={
        canEdit && (
          <Button className="btn-small" onClick={() => setDrafts(packet.fees.map(feeDraftOf))}>
            Edit fees
          </Button>
        )
      }
    >
      {packet.fees.length === 0 ? (
        <p className="muted">No fees on this packet.</p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">Fees</caption>
          <thead>
            <tr>
              <th scope="col">Fee</th>
              <th scope="col">Amount</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {packet.fees.map((fee) => (
              <tr key={fee.id}>
                <th scope="row">{fee.label}</th>
                <td>{fee.amount === null || fee.amount === undefined ? 'Not known yet' : money(fee.amount)}</td>
                <td>{fee.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{money(packet.feeTotal)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </Panel>
  );
};
