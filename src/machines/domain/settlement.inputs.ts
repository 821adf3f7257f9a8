import * as z from 'zod';
import type { SettlementEventType } from './settlement.machine';

/** The settlement's event inputs (eventInputs.ts says how the two layers are used): no event carries a payload. */
export const settlementTransitionInputSchema = z.object({});

export type SettlementTransitionValues = z.output<typeof settlementTransitionInputSchema>;

export const settlementEventInputSchema = (_type: SettlementEventType): z.ZodType | null => null;
