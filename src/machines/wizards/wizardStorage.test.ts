import { describe, expect, it } from 'vitest';
import { createWizardStore, readStoredWizard, type StoredWizard, WIZARD_STORAGE_VERSION, wizardStorageKey } from './wizardStorage';
import { toStoredWizard } from './wizardSnapshot';
import { CLIENT, CUSTOMER, startWizard } from '../../testing/wizardTestKit';

/** A real key-value Storage kept in memory, as localStorage behaves. */
class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const KEY = wizardStorageKey('u1', 't1', 'order');

/** A wizard filled up to `until`, saved as the view saves it, and read back from storage. */
const savedAt = (until: Parameters<ReturnType<typeof startWizard>['fillTo']>[0]) => {
  const wizard = startWizard();
  wizard.fillTo(until);
  const storage = new MemoryStorage();
  const stored = toStoredWizard(wizard.actor.getSnapshot());
  if (!stored) throw new Error('an editing wizard has a snapshot to store');
  createWizardStore(storage, KEY, 'order').save(stored);
  return { wizard, storage, stored };
};

describe('wizard storage: resume', () => {
  it('a reload resumes at the same step with the same draft, visited steps and key', () => {
    const { wizard, storage } = savedAt('dates');
    const restored = createWizardStore(storage, KEY, 'order').load();
    const resumed = startWizard({ restored });
    const [before, after] = [wizard.actor.getSnapshot().context, resumed.actor.getSnapshot().context];
    expect(resumed.step()).toBe('dates');
    expect(after.draft).toEqual(before.draft);
    expect(after.visited).toEqual(['vehicles', 'pickup', 'delivery', 'dates']);
    expect(after.idempotencyKey).toBe(before.idempotencyKey);
  });

  it('a draft saved at the review resumes there and prices again', async () => {
    const { storage } = savedAt('review');
    const resumed = startWizard({ restored: createWizardStore(storage, KEY, 'order').load() });
    await resumed.settled();
    expect(resumed.actor.getSnapshot().matches({ editing: { review: 'priced' } })).toBe(true);
    expect(resumed.portal.prices).toHaveLength(1);
  });

  it('a draft that no longer passes an earlier step opens at that step', () => {
    const { stored } = savedAt('review');
    const broken: StoredWizard = {
      ...stored,
      draft: { ...stored.draft, dates: { ...stored.draft.dates, pickup: { mode: 'ON', date: '' } } },
    };
    const resumed = startWizard({ restored: readStoredWizard(JSON.stringify(broken), 'order') });
    expect(resumed.step()).toBe('dates');
  });

  it('an account the user no longer acts for is dropped (with several left, the user chooses again)', () => {
    const { stored } = savedAt('pickup');
    const resumed = startWizard({ accounts: [CUSTOMER, { ...CLIENT, key: 'other', clientId: 'other' }], restored: stored });
    expect(resumed.actor.getSnapshot().context.draft.accountKey).toBe('');
    expect(resumed.step()).toBe('vehicles');
  });

  it('keys differ by user, tenant and wizard kind', () => {
    const keys = [
      wizardStorageKey('u1', 't1', 'order'),
      wizardStorageKey('u2', 't1', 'order'),
      wizardStorageKey('u1', 't2', 'order'),
      wizardStorageKey('u1', 't1', 'quote'),
    ];
    expect(new Set(keys).size).toBe(4);
  });
});

describe('wizard storage: what is not restored', () => {
  const { stored } = savedAt('service');

  it.each([
    ['not JSON', '{"version":1,'],
    ['an older version', JSON.stringify({ ...stored, version: WIZARD_STORAGE_VERSION - 1 })],
    ['the other wizard', JSON.stringify({ ...stored, kind: 'quote' })],
    ['an unknown step', JSON.stringify({ ...stored, step: 'payment' })],
    ['a draft of another shape', JSON.stringify({ ...stored, draft: { ...stored.draft, vehicles: 'two' } })],
    ['no vehicles', JSON.stringify({ ...stored, draft: { ...stored.draft, vehicles: [] } })],
    ['no key', JSON.stringify({ ...stored, idempotencyKey: '' })],
    ['null', 'null'],
  ])('%s is ignored, removed, and a fresh wizard starts', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, raw);
    const restored = createWizardStore(storage, KEY, 'order').load();
    expect(restored).toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
    const fresh = startWizard({ restored });
    expect(fresh.step()).toBe('vehicles');
    expect(fresh.actor.getSnapshot().context.idempotencyKey).not.toBe(stored.idempotencyKey);
  });

  it('a storage that throws only loses the draft', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createWizardStore(broken, KEY, 'order');
    expect(() => store.save(stored)).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });

  it('a finished wizard stores nothing (its draft is cleared)', async () => {
    const wizard = startWizard();
    wizard.fillTo('review');
    await wizard.settled();
    wizard.send({ type: 'wizard.submit' });
    await wizard.settled();
    expect(wizard.actor.getSnapshot().status).toBe('done');
    expect(toStoredWizard(wizard.actor.getSnapshot())).toBeNull();
  });
});
