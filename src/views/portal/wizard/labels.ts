import type { WizardKind, WizardStep } from '../../../machines/wizards/wizardTypes';

export const STEP_LABEL: Record<WizardStep, string> = {
  vehicles: 'Vehicles',
  pickup: 'Pickup',
  delivery: 'Delivery',
  dates: 'Dates',
  service: 'Service',
  review: 'Review',
};

export const SUBMIT_LABEL: Record<WizardKind, string> = { order: 'Place order', quote: 'Save quote' };
