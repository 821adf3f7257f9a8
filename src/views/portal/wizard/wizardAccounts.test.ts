import { describe, expect, it } from 'vitest';
import { wizardAccountsOf } from './wizardAccounts';

const northwind = { id: 'c1', displayName: 'Northwind Motors', deletedAt: null, customers: [] };
const closed = { id: 'c2', displayName: 'Old Motors', deletedAt: '2024-01-01T00:00:00Z', customers: [] };
const downtown = {
  id: 'd1',
  displayName: 'Downtown',
  code: null,
  deletedAt: null,
  client: { id: 'c1', displayName: 'Northwind Motors', deletedAt: null },
};

describe('wizardAccountsOf', () => {
  it('offers each open client and customer, never a closed one', () => {
    const user = {
      clients: [northwind, closed],
      customers: [downtown, { ...downtown, id: 'd2', client: { ...downtown.client, deletedAt: '2024-01-01T00:00:00Z' } }],
    };
    expect(wizardAccountsOf(user)).toEqual([
      { key: 'c1', clientId: 'c1', customerId: null, label: 'Northwind Motors' },
      { key: 'd1', clientId: 'c1', customerId: 'd1', label: 'Downtown (Northwind Motors)' },
    ]);
  });

  it('a deactivated account has nothing to order for', () => {
    expect(wizardAccountsOf({ clients: [closed], customers: [] })).toEqual([]);
  });
});
