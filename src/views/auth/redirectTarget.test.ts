import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it.each([
    ['?redirect=%2Faccount', '/account'],
    ['?redirect=%2Fusers%2F1%3Ftab%3Dx', '/users/1?tab=x'],
    ['', '/dashboard'],
    ['?redirect=', '/dashboard'],
    ['?redirect=https%3A%2F%2Fevil.example', '/dashboard'],
    ['?redirect=%2F%2Fevil.example', '/dashboard'],
    ['?redirect=%2F%5Cevil.example', '/dashboard'],
    ['?redirect=dashboard', '/dashboard'],
  ])('%s → %s', (search, expected) => {
    expect(redirectTarget(search)).toBe(expected);
  });
});
