import type { WizardSnapshot } from './wizard.machine';
import { type StoredWizard, WIZARD_STORAGE_VERSION } from './wizardStorage';

/** What of a running wizard is worth keeping across a reload; nothing once it is done (the draft is spent). */
export const toStoredWizard = (snapshot: WizardSnapshot, now: Date = new Date()): StoredWizard | null => {
  if (snapshot.status !== 'active') return null;
  const { kind, step, visited, draft, idempotencyKey } = snapshot.context;
  return { version: WIZARD_STORAGE_VERSION, kind, step, visited, draft, idempotencyKey, savedAt: now.toISOString() };
};
