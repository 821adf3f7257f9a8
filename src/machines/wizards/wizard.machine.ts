/**
 * The portal's order and quote wizard (issue 4): vehicles → pickup → delivery → dates → service → review → submit.
 * `next` moves on only when the step passes the shared schemas (else the errors stay in context); `back` and the
 * stepper never drop data; the idempotency key lives with the draft until the server confirms the record. The
 * price and submit calls are actors the view provides; persisting the snapshot is the view's (wizardStorage.ts).
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import type { QuoteInputValues } from '../../domain/schemas/orders';
import { newIdempotencyKey } from './idempotencyKey';
import { DRAFT_EDIT_TYPES, type DraftEdit, editDraft, initialDraft } from './wizardDraft';
import { review } from './states/review';
import { editStep, goTo, resume } from './states/steps';
import { failureOf, goToBlocker, hasErrors, mayGoTo, nextBlocker, resumeStep, withKnownAccount } from './wizardRules';
import type { StoredWizard } from './wizardStorage';
import type { WizardAccount, WizardDraft, WizardFailure, WizardKind, WizardPrice, WizardResult, WizardStep } from './wizardTypes';
import { draftErrors, firstStepOf, inputErrors, validateStep } from './wizardValidation';

export type WizardContext = {
  kind: WizardKind;
  accounts: WizardAccount[];
  draft: WizardDraft;
  step: WizardStep;
  visited: WizardStep[];
  errors: FieldErrors;
  idempotencyKey: string;
  price: WizardPrice | null;
  priceError: string | null;
  failure: WizardFailure | null;
  result: WizardResult | null;
  /** Today in the tenant's time zone (YYYY-MM-DD), from the view: a pickup before it is refused. */
  today: string | null;
};

export type WizardInput = { kind: WizardKind; accounts: readonly WizardAccount[]; restored?: StoredWizard | null; today?: string | null };

export type WizardEvent =
  | DraftEdit
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.goto'; step: WizardStep }
  | { type: 'wizard.reset' }
  | { type: 'wizard.submit' }
  | { type: 'price.retry' };

export type PriceRequest = { input: QuoteInputValues };
export type SubmitRequest = { kind: WizardKind; input: QuoteInputValues; idempotencyKey: string };

const isDraftEdit = (event: WizardEvent): event is DraftEdit => (DRAFT_EDIT_TYPES as readonly string[]).includes(event.type);

export const wizardSetup = setup({
  types: {} as { context: WizardContext; events: WizardEvent; input: WizardInput; output: WizardResult | null },
  actors: {
    priceQuote: fromPromise<WizardPrice, PriceRequest>(async () => {
      throw new Error('priceQuote not provided');
    }),
    submit: fromPromise<WizardResult, SubmitRequest>(async () => {
      throw new Error('submit not provided');
    }),
  },
  guards: {
    nextBlockedAt: ({ context }, params: { step: WizardStep }) => nextBlocker(context) === params.step,
    goToAllowed: ({ context, event }, params: { step: WizardStep }) =>
      event.type === 'wizard.goto' && event.step === params.step && mayGoTo(context, params.step),
    goToBlockedAt: ({ context, event }, params: { step: WizardStep }) =>
      event.type === 'wizard.goto' && goToBlocker(context, event.step) === params.step,
    resumesAt: ({ context }, params: { step: WizardStep }) => resumeStep(context) === params.step,
    inputValid: ({ context }) => !hasErrors(inputErrors(context.draft, context.accounts, context.today)),
    isOrder: ({ context }) => context.kind === 'order',
    failedAt: ({ context }, params: { step: WizardStep; error: unknown }) =>
      firstStepOf(draftErrors(context.draft, failureOf(params.error).fieldErrors)) === params.step,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (!isDraftEdit(event)) return {};
      const draft = editDraft(context.draft, event);
      // Once a step showed its errors, they follow every change (fixed ones disappear as the person types).
      return { draft, errors: hasErrors(context.errors) ? validateStep(context.step, draft, context.accounts, context.today) : {} };
    }),
    enterStep: assign(({ context }, params: { step: WizardStep }) => ({
      step: params.step,
      visited: context.visited.includes(params.step) ? context.visited : [...context.visited, params.step],
    })),
    showErrors: assign(({ context }, params: { step: WizardStep }) => ({
      errors: validateStep(params.step, context.draft, context.accounts, context.today),
    })),
    showInputErrors: assign(({ context }) => ({ errors: inputErrors(context.draft, context.accounts, context.today) })),
    clearErrors: assign({ errors: {}, failure: null }),
    reset: assign(({ context }) => ({
      draft: initialDraft(context.accounts),
      visited: [],
      errors: {},
      idempotencyKey: newIdempotencyKey(),
      price: null,
      priceError: null,
      failure: null,
    })),
    storePrice: assign((_, params: { price: WizardPrice }) => ({ price: params.price, priceError: null })),
    storePriceError: assign((_, params: { error: unknown }) => ({ price: null, priceError: failureOf(params.error).message })),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return { failure, errors: draftErrors(context.draft, failure.fieldErrors) };
    }),
    storeResult: assign((_, params: { result: WizardResult }) => ({ result: params.result })),
  },
});

export const wizardMachine = wizardSetup.createMachine({
  id: 'wizard',
  context: ({ input }) => ({
    kind: input.kind,
    accounts: [...input.accounts],
    draft: input.restored ? withKnownAccount(input.restored.draft, input.accounts) : initialDraft(input.accounts),
    step: input.restored?.step ?? 'vehicles',
    visited: input.restored?.visited ?? [],
    errors: {},
    idempotencyKey: input.restored?.idempotencyKey ?? newIdempotencyKey(),
    price: null,
    priceError: null,
    failure: null,
    result: null,
    today: input.today ?? null,
  }),
  initial: 'editing',
  output: ({ context }) => context.result,
  states: {
    editing: {
      initial: 'resume',
      on: {
        'account.choose': { actions: 'edit' },
        'vehicle.add': { actions: 'edit' },
        'vehicle.set': { actions: 'edit' },
        'vehicle.remove': { actions: 'edit' },
        'place.source': { actions: 'edit' },
        'place.pick': { actions: 'edit' },
        'place.address': { actions: 'edit' },
        'place.contact': { actions: 'edit' },
        'dates.set': { actions: 'edit' },
        'service.set': { actions: 'edit' },
        'wizard.goto': goTo,
        'wizard.reset': { target: '.vehicles', actions: 'reset' },
      },
      states: {
        resume,
        vehicles: editStep('vehicles'),
        pickup: editStep('pickup'),
        delivery: editStep('delivery'),
        dates: editStep('dates'),
        service: editStep('service'),
        review,
      },
    },
    done: { type: 'final' },
  },
});

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;
