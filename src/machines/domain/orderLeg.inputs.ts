import * as z from 'zod';
import { confirmationWindowSchema, DELIVERY_BEFORE_PICKUP } from '../../domain/callCenter/confirmation';
import { optionalText } from '../../domain/schemas/text';
import { LegHoldReasonValues } from '../../generated/enums/LegHoldReason';
import { ID, optionalDateTime, optionalId, REASON_MAX, requiredReason } from './eventInputs';
import type { OrderLegEventType } from './orderLeg.events';

/** The order leg's event inputs (eventInputs.ts says how the two layers are used). */

type Dates = { confirmedPickupAt?: string | null; confirmedDeliveryAt?: string | null };

/** "Delivery not before pickup", whenever both are given. */
const deliveryNotBeforePickup = (dates: Dates, context: z.RefinementCtx) => {
  const { confirmedPickupAt: pickup, confirmedDeliveryAt: delivery } = dates;
  if (pickup && delivery && Date.parse(delivery) < Date.parse(pickup))
    context.addIssue({
      code: 'custom',
      path: ['confirmedDeliveryAt'],
      message: DELIVERY_BEFORE_PICKUP,
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
    actualAt: optionalDateTime,
  })
  .superRefine(deliveryNotBeforePickup);

export type LegTransitionValues = z.output<typeof legTransitionInputSchema>;

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
      // Both ends, not in the past, delivery not before pickup (src/domain/callCenter/confirmation.ts).
      return confirmationWindowSchema();
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
