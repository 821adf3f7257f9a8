import { useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FormButtons } from '../kit/ui/FormButtons';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { useMoney } from '../kit/ui/useMoney';
import { blankFee, type FeeDraft, feeDraftOf, feesInput } from './feeDrafts';
import { FeeLineFields } from './FeeLineFields';
import { PacketForm } from './PacketForm';
import { SetTntPacketFeesMutation } from './PacketPage.graphql';
import { usePacketSave } from './usePacketSave';
import { TableHead } from '../kit/ui/Table';

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
  const { errors, message, refused, clear, answered } = usePacketSave(refetch);
  const [{ fetching }, save] = useMutation(SetTntPacketFeesMutation);

  const patch = (index: number, change: Partial<FeeDraft>) =>
    setDrafts((lines) => lines?.map((line, at) => (at === index ? { ...line, ...change } : line)) ?? null);

  const submit = async () => {
    if (!drafts) return;
    const input = feesInput(drafts);
    if ('errors' in input) return refused(input.errors);
    clear();
    const result = await save({ id: packet.id, version: packet.version, fees: input.fees });
    if (!answered(result.error)) return;
    toast.success('Fees saved.');
    setDrafts(null);
  };

  if (drafts)
    return (
      <PacketForm title="Fees" message={message} onSubmit={submit}>
        {drafts.map((draft, index) => (
          <FeeLineFields
            // biome-ignore lint/suspicious/noArrayIndexKey: a fee line has no id until saved; its place is its identity here.
            key={index}
            index={index}
            draft={draft}
            errors={errors}
            onChange={(change) => patch(index, change)}
            onRemove={() => setDrafts(drafts.filter((_, at) => at !== index))}
          />
        ))}
        {errors.fees && <Alert tone="danger">{errors.fees.join(' ')}</Alert>}
        <FormButtons submit="Save fees" busy={fetching} onCancel={() => setDrafts(null)}>
          <Button onClick={() => setDrafts([...drafts, blankFee()])}>Add a fee</Button>
        </FormButtons>
      </PacketForm>
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
          <TableHead headings={['Fee', 'Amount', 'Note']} />
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
