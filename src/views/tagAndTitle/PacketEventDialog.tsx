import { TntShippingCarrierValues } from '@/generated/enums/TntShippingCarrier';
import { TntShippingRecipientValues } from '@/generated/enums/TntShippingRecipient';
import type { TntPacketTransitionInput } from '@/generated/graphql';
import { tntPacketEventInputSchema } from '../../machines/domain/tntPacket.inputs';
import { TNT_PACKET_EVENT_BY_NAME } from '../../machines/domain/tntPacket.machine';
import type { RecordDialogProps } from '../kit/record/RecordActions';
import { useEventForm } from '../kit/record/useEventForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TextField } from '../kit/ui/TextField';
import { CARRIER_LABEL, RECIPIENT_LABEL, TNT_EVENT_LABEL } from './labels';
import { FormButtons } from '../kit/ui/FormButtons';

/** The packet events that record something: the shipment, or why it is held. */
export type PacketDialogEvent = 'SHIP' | 'HOLD';
export const isPacketDialogEvent = (event: string): event is PacketDialogEvent => event === 'SHIP' || event === 'HOLD';

export type PacketEventDialogProps = RecordDialogProps<TntPacketTransitionInput> & { event: PacketDialogEvent; number: string };

/** Ship (carrier, tracking number, recipient) or hold (a reason), checked by the machine's own input schema. */
export const PacketEventDialog = ({ event, number, busy, onSubmit, onClose }: PacketEventDialogProps) => {
  const form = useEventForm(
    { carrier: '', trackingNumber: '', recipient: '', recipientName: '', reason: '' },
    { noun: 'packet', onSubmit },
  );
  const { values } = form;

  const submit = form.submitWith(() => {
    const schema = tntPacketEventInputSchema(TNT_PACKET_EVENT_BY_NAME[event]);
    if (event === 'HOLD') return schema && (form.check(schema, { reason: values.reason }) as TntPacketTransitionInput | null);
    const recipientName = values.recipientName.trim() || null;
    const shipment = {
      carrier: values.carrier || undefined,
      trackingNumber: values.trackingNumber,
      recipient: values.recipient || undefined,
    };
    const checked = schema && (form.check(schema, shipment) as TntPacketTransitionInput | null);
    // The machine's schema checks what it guards; the recipient's name rides along as typed.
    return checked && { ...checked, recipientName };
  });

  const label = TNT_EVENT_LABEL[event];
  return (
    <Dialog title={`${label}: ${number}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit} ref={form.formRef}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {event === 'SHIP' ? (
          <>
            <FieldSelect
              label="Carrier"
              placeholder="Choose…"
              choices={TntShippingCarrierValues.map((value) => ({ value, label: CARRIER_LABEL[value] }))}
              value={values.carrier}
              onChange={(value) => form.set('carrier', value)}
              error={form.errors.carrier}
            />
            <TextField
              label="Tracking number"
              hint={values.carrier === 'LOCAL_PICKUP' ? 'Not needed for a local pickup.' : undefined}
              {...form.text('trackingNumber')}
            />
            <FieldSelect
              label="Recipient"
              placeholder="Choose…"
              choices={TntShippingRecipientValues.map((value) => ({ value, label: RECIPIENT_LABEL[value] }))}
              value={values.recipient}
              onChange={(value) => form.set('recipient', value)}
              error={form.errors.recipient}
            />
            <TextField label="Recipient name" {...form.text('recipientName')} />
          </>
        ) : (
          <TextField label="Reason" rows={3} {...form.text('reason')} autoFocus />
        )}
        <FormButtons submit={label} busy={busy || form.submitting} variant={event === 'HOLD' ? 'danger' : 'primary'} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
