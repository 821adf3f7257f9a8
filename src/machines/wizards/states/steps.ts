/** The wizard's moves between steps: `next` (checked), `back` (never checked), and jumps from the stepper. */
import { nextStep, previousStep } from '../wizardRules';
import { WIZARD_STEPS, type WizardStep } from '../wizardTypes';
import { stepIndex } from '../wizardValidation';

export const to = (step: WizardStep) => `#wizard.editing.${step}` as const;

export const enter = (step: WizardStep) => ({ type: 'enterStep' as const, params: { step } });

/** `next` is refused (errors shown) while this or an earlier step fails; a failing earlier step is shown instead. */
const next = (step: WizardStep) => [
  ...WIZARD_STEPS.slice(0, stepIndex(step) + 1).map((blocker) => ({
    guard: { type: 'nextBlockedAt' as const, params: { step: blocker } },
    target: blocker === step ? undefined : to(blocker),
    actions: { type: 'showErrors' as const, params: { step: blocker } },
  })),
  { target: to(nextStep(step)), actions: 'clearErrors' as const },
];

export const back = (step: WizardStep) => ({ target: to(previousStep(step)), actions: 'clearErrors' as const });

export const editStep = (step: WizardStep) => ({
  entry: enter(step),
  on: step === 'vehicles' ? { 'wizard.next': next(step) } : { 'wizard.next': next(step), 'wizard.back': back(step) },
});

/** Jumps from the stepper: to a visited step, forward only past steps that pass (else the failing one opens). */
export const goTo = [
  ...WIZARD_STEPS.map((step) => ({
    guard: { type: 'goToBlockedAt' as const, params: { step } },
    target: to(step),
    actions: { type: 'showErrors' as const, params: { step } },
  })),
  ...WIZARD_STEPS.map((step) => ({
    guard: { type: 'goToAllowed' as const, params: { step } },
    target: to(step),
    actions: 'clearErrors' as const,
  })),
];

/** A restored draft opens at its step, or at the first earlier one it no longer passes. */
export const resume = { always: WIZARD_STEPS.map((step) => ({ guard: { type: 'resumesAt' as const, params: { step } }, target: step })) };
