import { ordinal } from '../../domain/dispatch/reasons';

/** A pairing's reasons (src/domain/dispatch/reasons.ts) as one sentence: "42 mi from …; no other leg that day." */
export const whySentence = (reasons: readonly string[]): string => {
  const text = reasons.map((reason) => reason.replace(/[.;\s]+$/, '')).join('; ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : '';
};

/** The leg's place in its driver's day: "First leg of the plan", "2nd, after L-100123-1". */
export const orderText = (order: number, afterLeg?: string | null): string =>
  afterLeg ? `${ordinal(order)}, after ${afterLeg}` : order === 1 ? 'First leg of the plan' : `${ordinal(order)} leg of the plan`;
