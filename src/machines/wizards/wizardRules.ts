/** What the wizard machine's guards ask of its context: which step blocks a move, where a resumed draft opens. */
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import type { QuoteInputValues } from '../../domain/schemas/orders';
import { initialDraft } from './wizardDraft';
import { parseWizardInput } from './wizardInput';
import { firstInvalidBefore, stepIndex } from './wizardValidation';
import { WIZARD_STEPS, type WizardAccount, type WizardDraft, type WizardFailure, type WizardStep } from './wizardTypes';

/** `today` (the tenant's, YYYY-MM-DD) refuses past pickups; without it the dates are checked without a clock. */
type Facts = {
  step: WizardStep;
  visited: readonly WizardStep[];
  draft: WizardDraft;
  accounts: readonly WizardAccount[];
  today?: string | null;
};

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

export const nextStep = (step: WizardStep): WizardStep => WIZARD_STEPS[Math.min(stepIndex(step) + 1, WIZARD_STEPS.length - 1)];
export const previousStep = (step: WizardStep): WizardStep => WIZARD_STEPS[Math.max(stepIndex(step) - 1, 0)];

/** The step that keeps `next` from leaving the current one: the current step itself, or an earlier one. */
export const nextBlocker = ({ step, draft, accounts, today }: Facts): WizardStep | null =>
  firstInvalidBefore(nextStep(step), draft, accounts, today);

/** Back to any visited step is free (back never checks); forward only past steps that pass. */
export const mayGoTo = (facts: Facts, target: WizardStep): boolean =>
  target !== facts.step &&
  facts.visited.includes(target) &&
  (stepIndex(target) < stepIndex(facts.step) || firstInvalidBefore(target, facts.draft, facts.accounts, facts.today) === null);

/** The step that keeps a jump forward to a visited `target` from happening, or null. */
export const goToBlocker = (facts: Facts, target: WizardStep): WizardStep | null =>
  facts.visited.includes(target) && stepIndex(target) > stepIndex(facts.step)
    ? firstInvalidBefore(target, facts.draft, facts.accounts, facts.today)
    : null;

/** A restored draft opens at its step, or at the first earlier step it no longer passes. */
export const resumeStep = (facts: Facts): WizardStep =>
  firstInvalidBefore(facts.step, facts.draft, facts.accounts, facts.today) ?? facts.step;

/** A restored draft keeps its account only while the user still acts for it. */
export const withKnownAccount = (draft: WizardDraft, accounts: readonly WizardAccount[]): WizardDraft =>
  accounts.some((account) => account.key === draft.accountKey) ? draft : { ...draft, accountKey: initialDraft(accounts).accountKey };

/** The input the review sends; the review's gate has checked it, so a failure here is a bug, not the user's. */
export const checkedInput = ({ draft, accounts }: Pick<Facts, 'draft' | 'accounts'>): QuoteInputValues => {
  const parsed = parseWizardInput(draft, accounts);
  if (!parsed.success) throw new Error('The wizard reached the review with an invalid draft.');
  return parsed.data;
};

const isFieldErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' && value !== null && Object.values(value).every((messages) => Array.isArray(messages));

/** A rejected price or submit as a message and field errors, whatever the actor threw. */
export const failureOf = (error: unknown): WizardFailure => {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    const fieldErrors = 'fieldErrors' in error && isFieldErrors(error.fieldErrors) ? error.fieldErrors : {};
    return { message: error.message, fieldErrors };
  }
  return { message: 'Something went wrong. Try again.', fieldErrors: {} };
};
