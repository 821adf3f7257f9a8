import * as z from 'zod';
import { optionalText } from '../../domain/schemas/text';
import { TntShippingCarrierValues } from '../../generated/enums/TntShippingCarrier';
import { TntShippingRecipientValues } from '../../generated/enums/TntShippingRecipient';
import { REASON_MAX, requiredReason } from './eventInputs';
import type { TntPacketEventType } from './tntPacket.machine';

/** The tag-and-title packet's event inputs (eventInputs.ts says how the two layers are used). */

/** TntPacketTransitionInput as a whole: a hold's reason and, when the packet ships, the shipment. */
export const tntPacketTransitionInputSchema = z.object({
  reason: optionalText(REASON_MAX, 'reason'),
  carrier: z.enum(TntShippingCarrierValues).nullish(),
  trackingNumber: optionalText(60, 'tracking number'),
  recipient: z.enum(TntShippingRecipientValues).nullish(),
  recipientName: optionalText(200, 'recipient name'),
});

export type TntPacketTransitionValues = z.output<typeof tntPacketTransitionInputSchema>;

/** What a packet event needs before the machine takes it; null when it carries nothing. */
export const tntPacketEventInputSchema = (type: TntPacketEventType): z.ZodType | null => {
  switch (type) {
    case 'tnt.ship':
      return z
        .object({
          carrier: z.enum(TntShippingCarrierValues, 'Say how the packet ships.'),
          trackingNumber: optionalText(60, 'tracking number'),
          recipient: z.enum(TntShippingRecipientValues, 'Say who receives the packet.'),
        })
        .superRefine((shipment, context) => {
          if (shipment.carrier !== 'LOCAL_PICKUP' && !shipment.trackingNumber)
            context.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'The tracking number field is required.' });
        });
    case 'tnt.hold':
      return z.object({ reason: requiredReason('Say why the packet is held.') });
    default:
      return null;
  }
};
