import * as z from 'zod';
import { LegHoldReasonValues } from '../../generated/enums/LegHoldReason';
import type { OrderLegEventType } from './orderLeg.events';
import { optionalText } from '../../domain/schemas/text';
import { minorUnits } from '../../domain/schemas/money';
import type { RepairEventType } from './repair.machine';
import type { StorageRecordEventType } from './storageRecord.machine';
import { TntShippingCarrierValues } from '../../generated/enums/TntShippingCarrier';
import { TntShippingRecipientValues } from '../../generated/enums/TntShippingRecipient';
import type { TntPacketEventType } from './tntPacket.machine';

/**
 * The input that status events carry, shared by the dialogs that ask for it and the server's transition service.
 * Two layers: the transition input (the GraphQL input type) is checked as a whole before the machine runs (lengths,
 * ids, the order of two dates); an event's own schema names the fields it needs, which the dialog checks before
 * sending and the server reports (BAD_USER_INPUT) when the machine refused the event for a missing payload.
 */

export const REASON_MAX = 1000;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** null clears (or keeps) a carrier; any other value, an empty one included, must be an id. */
const optionalId = z.string().regex(ID, 'Must be an id.').nullish();
const optionalDateTime = z.string().nullish();

const requiredReason = (message: string) =>
  z.string(message).trim().min(1, message).max(REASON_MAX, `The reason may not be greater than ${REASON_MAX} characters.`);

type Dates = { confirmedPickupAt?: string | null; confirmedDeliveryAt?: string | null };

/** "Delivery not before pickup", whenever both are given. */
const deliveryNotBeforePickup = (dates: Dates, context: z.RefinementCtx) => {
  const { confirmedPickupAt: pickup, confirmedDeliveryAt: delivery } = dates;
  if (pickup && delivery && Date.parse(delivery) < Date.parse(pickup))
    context.addIssue({
      code: 'custom',
      path: ['confirmedDeliveryAt'],
      message: 'The confirmed delivery must not be before the confirmed pickup.',
    });
};

/** LegTransitionInput as a whole: every field optional, each well-formed. */
export const legTransitionInputSchema = z
  .object({
    holdReason: z.enum(LegHoldReasonValues).nullish(),
    reason: optionalText(REASON_MAX, 'reason'),
    confirmedPickupAt: optionalDateTime,
    confirmedDeliveryAt: optionalDateTime,
    driverId: optionalId,
    truckingCompanyId: optionalId,
    storageFacilityId: optionalId,
  })
  .superRefine(deliveryNotBeforePickup);

export type LegTransitionValues = z.output<typeof legTransitionInputSchema>;

const requiredDate = (what: string) => z.string(`The ${what} date is required.`).min(1, `The ${what} date is required.`);

/**
 * What a leg event needs before the machine takes it, for this leg (a TRUCKED leg is assigned a trucking company, a
 * DRIVEN or TOW leg a driver); null when the event carries nothing.
 */
export const legEventInputSchema = (type: OrderLegEventType, leg: { transportMethod: string | null }): z.ZodType | null => {
  switch (type) {
    case 'leg.hold':
      return z.object({
        holdReason: z.enum(LegHoldReasonValues, 'The hold reason field is required.'),
        reason: optionalText(REASON_MAX, 'reason'),
      });
    case 'leg.cancel':
    case 'leg.abort':
      return z.object({ reason: requiredReason('The reason field is required.') });
    case 'leg.confirm':
      return z
        .object({ confirmedPickupAt: requiredDate('confirmed pickup'), confirmedDeliveryAt: requiredDate('confirmed delivery') })
        .superRefine(deliveryNotBeforePickup);
    case 'leg.assign':
      if (leg.transportMethod === 'CLIENT_IN') return z.object({});
      return leg.transportMethod === 'TRUCKED'
        ? z.object({ truckingCompanyId: z.string('A trucking company is required to assign a TRUCKED leg.').regex(ID, 'Must be an id.') })
        : z.object({ driverId: z.string(`A driver is required to assign a ${leg.transportMethod} leg.`).regex(ID, 'Must be an id.') });
    case 'leg.toStorage':
      return z.object({ storageFacilityId: z.string('Say which storage facility the vehicle goes to.').regex(ID, 'Must be an id.') });
    default:
      return null;
  }
};

/** An order's or a quote's transition input: an optional reason (an order's cancellation, a quote's answer). */
export const reasonInputSchema = z.object({ reason: optionalText(REASON_MAX, 'reason') });

/** Cancelling an order says why: its dialog asks (the order machine takes a cancel without one). */
export const cancelOrderInputSchema = z.object({ reason: requiredReason('Say why the order is cancelled.') });

/** Declining a quote says why, so whoever revises it knows what to change; the portal words it for the client. */
export const declineQuoteInputSchema = (message = 'Say why the quote is declined.') => z.object({ reason: requiredReason(message) });

/** RepairTransitionInput as a whole: every field optional, each well-formed (amounts in cents). */
export const repairTransitionInputSchema = z.object({
  approvedAmount: minorUnits('approved amount').nullish(),
  repairOrderNumber: optionalText(60, 'repair order number'),
  invoiceNumber: optionalText(60, 'invoice number'),
  invoiceAmount: minorUnits('invoice amount').nullish(),
  reason: optionalText(REASON_MAX, 'reason'),
});

export type RepairTransitionValues = z.output<typeof repairTransitionInputSchema>;

const requiredNumber = (field: string) => z.string(`The ${field} field is required.`).trim().min(1, `The ${field} field is required.`);

/** What a repair event needs before the machine takes it; null when it carries nothing. */
export const repairEventInputSchema = (type: RepairEventType): z.ZodType | null => {
  switch (type) {
    case 'repair.approve':
      return z.object({ approvedAmount: minorUnits('approved amount') });
    case 'repair.start':
      return z.object({ repairOrderNumber: requiredNumber('repair order number') });
    case 'repair.invoiceReceived':
      return z.object({ invoiceNumber: requiredNumber('invoice number'), invoiceAmount: minorUnits('invoice amount') });
    case 'repair.decline':
      return z.object({ reason: requiredReason('Say why the estimate is declined.') });
    default:
      return null;
  }
};

const optionalShortText = (field: string) => optionalText(40, field);

/** StorageTransitionInput as a whole: a reason (problem, cancel) and, at check-in, the spot and the keys. */
export const storageTransitionInputSchema = z.object({
  reason: optionalText(REASON_MAX, 'reason'),
  spot: optionalShortText('spot'),
  keyTag: optionalShortText('key tag'),
  keyCount: z
    .number('The key count must be a number.')
    .int('The key count must be a whole number.')
    .min(0)
    .max(20, 'The key count may not be greater than 20.')
    .nullish(),
  lockBoxSlot: optionalShortText('lock-box slot'),
});

export type StorageTransitionValues = z.output<typeof storageTransitionInputSchema>;

/** What a storage event needs before the machine takes it; null when it carries nothing. */
export const storageEventInputSchema = (type: StorageRecordEventType): z.ZodType | null => {
  switch (type) {
    case 'storage.problem':
      return z.object({ reason: requiredReason('Say what the problem is.') });
    case 'storage.cancel':
      return z.object({ reason: requiredReason('Say why the reservation is cancelled.') });
    default:
      return null;
  }
};

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
