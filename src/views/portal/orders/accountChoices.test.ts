import { describe, expect, it } from 'vitest';
import { accountChoices, accountValue, parseAccountValue } from './accountChoices';

describe('accountChoices', () => {
  it('lists each client, then its customers named with it, then linked customers', () => {
    const choices = accountChoices({
      clients: [
        {
          id: 'c1',
          displayName: 'Northwind Motors',
          deletedAt: null,
          customers: [{ id: 'u1', displayName: 'Downtown', code: null, deletedAt: null }],
        },
      ],
      customers: [
        { id: 'u2', displayName: 'Uptown', code: 'UP', deletedAt: null, client: { id: 'c2', displayName: 'Other', deletedAt: null } },
      ],
    });
    expect(choices).toEqual([
      { value: 'client:c1', label: 'Northwind Motors' },
      { value: 'customer:u1', label: 'Downtown (Northwind Motors)' },
      { value: 'customer:u2', label: 'Uptown' },
    ]);
  });

  it('round-trips a select value, and reads anything else as every company', () => {
    expect(parseAccountValue(accountValue({ kind: 'customer', id: 'u1' }))).toEqual({ kind: 'customer', id: 'u1' });
    expect(accountValue(null)).toBe('');
    expect(parseAccountValue('')).toBeNull();
    expect(parseAccountValue('vendor:x')).toBeNull();
  });
});
