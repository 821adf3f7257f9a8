import { describe, expect, it } from 'vitest';
import { defaultScope, readScope, scopesOf } from './scopes';

const user = (...roles: Parameters<typeof scopesOf>[0]['roles']) => ({ roles });

describe('the account manager scopes', () => {
  it('opens a manager on their own accounts and a lead (or ADMIN) on the team’s', () => {
    expect(scopesOf(user('CLIENT_RELATIONS'))).toEqual(['ME', 'ALL']);
    expect(defaultScope(user('CLIENT_RELATIONS'))).toBe('ME');
    expect(scopesOf(user('CLIENT_RELATIONS_LEAD'))).toEqual(['TEAM', 'ME', 'ALL']);
    expect(defaultScope(user('CLIENT_RELATIONS_LEAD'))).toBe('TEAM');
    expect(defaultScope(user('ADMIN'))).toBe('TEAM');
  });

  it('keeps a stored scope only when the user may pick it', () => {
    expect(readScope(user('CLIENT_RELATIONS'), 'ALL')).toBe('ALL');
    expect(readScope(user('CLIENT_RELATIONS'), 'TEAM')).toBe('ME');
    expect(readScope(user('CLIENT_RELATIONS_LEAD'), 'ME')).toBe('ME');
    expect(readScope(user('CLIENT_RELATIONS_LEAD'), null)).toBe('TEAM');
  });
});
