import * as z from 'zod';
import { optionalText } from '../schemas/text';

/**
 * A leg's confirmed window, as the call center agrees it with the customer: the pickup and the delivery instants.
 * Shared by the leg's Confirm dialog, the call center's confirm-with-call form and the server (the leg's transition
 * check and confirmLegWithCall), so all three refuse the same windows with the same words.
 */
export type ConfirmationWindow = { confirmedPickupAt?: string | null; confirmedDeliveryAt?: string | null };

export const PAST_CONFIRMED_PICKUP = "The confirmed pickup can't be in the past.";
export const PAST_CONFIRMED_DELIVERY = "The confirmed delivery can't be in the past.";
export const DELIVERY_BEFORE_PICKUP = 'The confirmed delivery must not be before the confirmed pickup.';

/** The start of the current minute: a time typed to the minute "now" is not in the past yet. */
const thisMinute = (now: number) => Math.floor(now / 60_000) * 60_000;

/**
 * The rules of a window, for whichever of its ends are given: it does not end before it starts, and neither end lies in
 * the past (`now` is the caller's clock, so a test can fix it).
 */
export const confirmationWindowIssues = (window: ConfirmationWindow, context: z.RefinementCtx, now: number = Date.now()) => {
  const pickup = window.confirmedPickupAt ? Date.parse(window.confirmedPickupAt) : Number.NaN;
  const delivery = window.confirmedDeliveryAt ? Date.parse(window.confirmedDeliveryAt) : Number.NaN;
  const earliest = thisMinute(now);
  if (pickup < earliest) context.addIssue({ code: 'custom', path: ['confirmedPickupAt'], message: PAST_CONFIRMED_PICKUP });
  if (delivery < earliest) context.addIssue({ code: 'custom', path: ['confirmedDeliveryAt'], message: PAST_CONFIRMED_DELIVERY });
  else if (delivery < pickup) context.addIssue({ code: 'custom', path: ['confirmedDeliveryAt'], message: DELIVERY_BEFORE_PICKUP });
};

const instant = (what: string) =>
  z
    .string(`The ${what} date is required.`)
    .min(1, `The ${what} date is required.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `The ${what} must be a date and time.`);

/** Both ends given and well-formed, plus the window's rules: what a confirmation must carry. */
export const confirmationWindowSchema = (now?: number) =>
  z
    .object({ confirmedPickupAt: instant('confirmed pickup'), confirmedDeliveryAt: instant('confirmed delivery') })
    .superRefine((window, context) => confirmationWindowIssues(window, context, now));

/** Only the rules, for an input whose ends may be missing (the machine names a missing end itself). */
export const confirmationWindowRules = (now?: number) =>
  z
    .object({ confirmedPickupAt: z.string().nullish(), confirmedDeliveryAt: z.string().nullish() })
    .superRefine((window, context) => confirmationWindowIssues(window, context, now));

/**
 * ConfirmLegWithCallInput: the window and the call that agreed it (whom, their number, notes; inbound when the
 * customer called). The call's own fields are the log's (src/domain/communications/schemas.ts checks them again).
 */
export const confirmWithCallSchema = (now?: number) =>
  z
    .object({
      confirmedPickupAt: instant('confirmed pickup'),
      confirmedDeliveryAt: instant('confirmed delivery'),
      contactName: optionalText(120, 'contact name'),
      contactPhone: optionalText(40, 'contact phone'),
      notes: optionalText(4000, 'notes'),
      inbound: z.boolean().nullish(),
    })
    .superRefine((window, context) => confirmationWindowIssues(window, context, now));

export type ConfirmWithCallValues = z.output<ReturnType<typeof confirmWithCallSchema>>;
