/** The review: check the whole input, price it live, then submit it once under the draft's idempotency key. */
import { DRAFT_EDIT_TYPES, type DraftEdit } from '../wizardDraft';
import { checkedInput } from '../wizardRules';
import { WIZARD_STEPS, type WizardKind, type WizardPrice, type WizardResult } from '../wizardTypes';
import { back, enter, to } from './steps';

type Facts = Parameters<typeof checkedInput>[0] & { kind: WizardKind; idempotencyKey: string };
type Failed = { event: { error: unknown } };

/** While a submit is in flight the draft stays as sent. */
const BLOCKED_EDITS = Object.fromEntries(DRAFT_EDIT_TYPES.map((type) => [type, {}])) as Record<DraftEdit['type'], object>;

/** Errors the server found in fields a step shows send the person to that step; others stay on the review. */
const EDIT_STEPS = WIZARD_STEPS.filter((step) => step !== 'review');

export const review = {
  entry: enter('review'),
  initial: 'checking',
  on: { 'wizard.back': back('review') },
  states: {
    checking: {
      always: [
        { guard: 'inputValid' as const, target: 'pricing' },
        { target: 'invalid', actions: 'showInputErrors' as const },
      ],
    },
    // Only a draft the steps' checks let through yet the whole input refuses: its errors are listed.
    invalid: {},
    pricing: {
      invoke: {
        src: 'priceQuote' as const,
        input: ({ context }: { context: Facts }) => ({ input: checkedInput(context) }),
        onDone: {
          target: 'priced',
          actions: { type: 'storePrice' as const, params: ({ event }: { event: { output: WizardPrice } }) => ({ price: event.output }) },
        },
        onError: {
          target: 'priceFailed',
          actions: { type: 'storePriceError' as const, params: ({ event }: Failed) => ({ error: event.error }) },
        },
      },
    },
    priced: { on: { 'wizard.submit': 'submitting' } },
    // An order may go without a price (staff price it); a quote is its price.
    priceFailed: { on: { 'price.retry': 'pricing', 'wizard.submit': { guard: 'isOrder' as const, target: 'submitting' } } },
    submitting: {
      entry: 'clearFailure' as const,
      // Nothing changes under a request in flight; a second submit is not sent.
      on: { 'wizard.back': {}, 'wizard.goto': {}, 'wizard.reset': {}, ...BLOCKED_EDITS },
      invoke: {
        src: 'submit' as const,
        input: ({ context }: { context: Facts }) => ({
          kind: context.kind,
          input: checkedInput(context),
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: {
          target: '#wizard.done',
          actions: { type: 'storeResult' as const, params: ({ event }: { event: { output: WizardResult } }) => ({ result: event.output }) },
        },
        onError: [
          ...EDIT_STEPS.map((step) => ({
            guard: { type: 'failedAt' as const, params: ({ event }: Failed) => ({ step, error: event.error }) },
            target: to(step),
            actions: { type: 'showFailure' as const, params: ({ event }: Failed) => ({ error: event.error }) },
          })),
          { target: 'submitFailed', actions: { type: 'storeFailure' as const, params: ({ event }: Failed) => ({ error: event.error }) } },
        ],
      },
    },
    // The same key again: a retry after a lost answer makes no second record.
    submitFailed: { on: { 'wizard.submit': 'submitting' } },
  },
};
