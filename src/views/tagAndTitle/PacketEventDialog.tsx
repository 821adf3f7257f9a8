import { type FormEvent, useState } from 'react';
import { type TntShippingCarrier, TntShippingCarrierValues } from '@/generated/enums/TntShippingCarrier';
import { type TntShippingRecipient, TntShippingRecipientValues } from '@/generated/enums/TntShippingRecipient';
import type { TntPacketTransitionInput } from '@/generated/graphql';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { tntPacketEventInputSchema } from '../../machines/domain/eventInputs';
import { TNT_PACKET_EVENT_BY_NAME } from '../../machines/domain/tntPacket.machine';
import type { Failure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TextField } from '../kit/ui/TextField';
import { CARRIER_LABEL, RECIPIENT_LABEL, TNT_EVENT_LABEL } from './labels';
import { tntFailureMessage } from './tntFailure';

/** The packet events that record something: the shipment, or why it is held. */
export type PacketDialogEvent = 'SHIP' | 'HOLD';
export const isPacketDialogEvent = (event: string): event is PacketDialogEvent => event === 'SHIP' || event === 'HOLD';

export type PacketEventDialogProps = {
  event: PacketDialogEvent;
  number: string;
  busy: boolean;
  /** Resolves to the failure to show, or null once the packet moved. */
  onSubmit: (input: TntPacketTransitionInput) => Promise<Failure | null>;
  onClose: () => void;
};

/** Ship (carrier, tracking number, recipient) or hold (a reason), checked by the machine's own input schema. */
export const PacketEventDialog = ({ event, number, busy, onSubmit, onClose }: PacketEventDialogProps) => {
  const [carrier, setCarrier] = useState<TntShippingCarrier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [recipient, setRecipient] = useState<TntShippingRecipient | ''>('');
  const [recipientName, setRecipientName] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const values =
      event === 'SHIP'
        ? { carrier: carrier || undefined, trackingNumber, recipient: recipient || undefined, recipientName: recipientName.trim() || null }
        : { reason };
    const parsed = tntPacketEventInputSchema(TNT_PACKET_EVENT_BY_NAME[event])?.safeParse(values);
    if (parsed && !parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFormError(null);
    // The machine's schema checks what it guards; the recipient's name rides along as typed.
    const failure = await onSubmit({
      ...(parsed?.data as TntPacketTransitionInput),
      ...('recipientName' in values && { recipientName: values.recipientName }),
    });
    if (!failure) return;
    setErrors(failure.fieldErrors);
    setFormError(Object.keys(failure.fieldErrors).length > 0 ? null : tntFailureMessage(failure));
  };

  const label = TNT_EVENT_LABEL[event];
  return (
    <Dialog title={`${label}: ${number}`} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {formError && <Alert tone="danger">{formError}</Alert>}
        {event === 'SHIP' ? (
          <>
            <FieldSelect
              label="Carrier"
              placeholder="Choose…"
              choices={TntShippingCarrierValues.map((value) => ({ value, label: CARRIER_LABEL[value] }))}
              value={carrier}
              onChange={(value) => setCarrier(value as TntShippingCarrier | '')}
              error={errors.carrier}
            />
            <TextField
              label="Tracking number"
              hint={carrier === 'LOCAL_PICKUP' ? 'Not needed for a local pickup.' : undefined}
              value={trackingNumber}
              onChange={setTrackingNumber}
              error={errors.trackingNumber}
            />
            <FieldSelect
              label="Recipient"
              placeholder="Choose…"
              choices={TntShippingRecipientValues.map((value) => ({ value, label: RECIPIENT_LABEL[value] }))}
              value={recipient}
              onChange={(value) => setRecipient(value as TntShippingRecipient | '')}
              error={errors.recipient}
            />
            <TextField label="Recipient name" value={recipientName} onChange={setRecipientName} error={errors.recipientName} />
          </>
        ) : (
          <TextField label="Reason" rows={3} value={reason} onChange={setReason} error={errors.reason} autoFocus />
        )}
        <div className="button-row">
          <Button type="submit" variant={event === 'HOLD' ? 'danger' : 'primary'} busy={busy}>
            {label}
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </Dialog>
  );
};
