/**
 * An in-memory portal server for the wizard's machine tests: it prices a QuoteInput line by line and keeps one
 * record per idempotency key, as the real resolvers do, and can fail a call or lose an answer on request.
 */
import { makeFragmentData } from '@/generated';
import type { LineItemType } from '@/generated/graphql';
import { PricedLineFragment } from '../graphql/operations/lineItems';
import type { QuoteInputValues } from '../domain/schemas/orders';
import { fromPromise } from 'xstate';
import type { PriceRequest, SubmitRequest } from '../machines/wizards/wizard.machine';
import type { WizardFailure, WizardPrice, WizardResult } from '../machines/wizards/wizardTypes';

export const RATE = { DRIVEN: 30_000, TRUCKED: 45_000 } as const;
export const TAG_AND_TITLE = 9_500;
export const STORAGE_PER_DAY = 2_000;

type Line = { type: LineItemType; legIndex: number | null; description: string; quantity: number; unitAmount: number };

const linesOf = (input: QuoteInputValues): Line[] => [
  ...input.legs.map((leg, legIndex) => ({
    type: 'RATE' as const,
    legIndex,
    description: `Vehicle ${leg.vehicleRef + 1}, ${leg.transportMethod.toLowerCase()}`,
    quantity: 1,
    unitAmount: leg.transportMethod === 'TRUCKED' ? RATE.TRUCKED : RATE.DRIVEN,
  })),
  ...(input.extras.tagAndTitle
    ? [
        {
          type: 'TAG_AND_TITLE' as const,
          legIndex: null,
          description: 'Tag and title',
          quantity: input.vehicles.length,
          unitAmount: TAG_AND_TITLE,
        },
      ]
    : []),
  ...(input.extras.storageDays
    ? [
        {
          type: 'STORAGE' as const,
          legIndex: null,
          description: 'Storage',
          quantity: input.extras.storageDays,
          unitAmount: STORAGE_PER_DAY,
        },
      ]
    : []),
];

export const priceOf = (input: QuoteInputValues): WizardPrice => {
  const lines = linesOf(input).map((line) => ({ ...line, amount: line.quantity * line.unitAmount, explanation: 'Test tariff.' }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    lineItems: lines.map((line) => makeFragmentData(line, PricedLineFragment)),
    subtotal,
    tax: 0,
    total: subtotal,
    currency: 'USD',
    warnings: [],
  };
};

export type StoredRecord = WizardResult & { kind: SubmitRequest['kind']; input: QuoteInputValues };

export const NETWORK_FAILURE: WizardFailure = {
  message: 'The server could not be reached. Check your connection and try again.',
  fieldErrors: {},
};

export const createMemoryPortal = () => {
  const records = new Map<string, StoredRecord>();
  const submits: SubmitRequest[] = [];
  const prices: PriceRequest[] = [];
  const plans = { price: [] as WizardFailure[], submit: [] as WizardFailure[], loseAnswers: 0 };

  const submit = async (request: SubmitRequest): Promise<WizardResult> => {
    submits.push(request);
    const failure = plans.submit.shift();
    if (failure) throw failure;
    const existing = records.get(request.idempotencyKey);
    const record: StoredRecord = existing ?? {
      kind: request.kind,
      input: request.input,
      id: `${request.kind}-${records.size + 1}`,
      number: `${request.kind === 'order' ? 'O' : 'Q'}-${1000 + records.size}`,
      total: request.kind === 'quote' ? priceOf(request.input).total : null,
      currency: request.kind === 'quote' ? 'USD' : null,
    };
    records.set(request.idempotencyKey, record);
    // Stored, then the answer is lost on the way back: the client sees a network failure.
    if (plans.loseAnswers > 0) {
      plans.loseAnswers -= 1;
      throw NETWORK_FAILURE;
    }
    const { kind: _kind, input: _input, ...result } = record;
    return result;
  };

  return {
    records,
    submits,
    prices,
    failNextPrice: (failure: WizardFailure = NETWORK_FAILURE) => plans.price.push(failure),
    failNextSubmit: (failure: WizardFailure = NETWORK_FAILURE) => plans.submit.push(failure),
    loseNextAnswer: () => {
      plans.loseAnswers += 1;
    },
    actors: {
      priceQuote: fromPromise<WizardPrice, PriceRequest>(async ({ input }) => {
        prices.push(input);
        const failure = plans.price.shift();
        if (failure) throw failure;
        return priceOf(input.input);
      }),
      submit: fromPromise<WizardResult, SubmitRequest>(({ input }) => submit(input)),
    },
  };
};

export type MemoryPortal = ReturnType<typeof createMemoryPortal>;
