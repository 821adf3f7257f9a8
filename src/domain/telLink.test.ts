import { describe, expect, it } from 'vitest';
import { telHref } from './telLink';

describe('telHref', () => {
  it('keeps the digits and a leading +, and drops an extension', () => {
    expect(telHref('+1 (404) 555-0142')).toBe('tel:+14045550142');
    expect(telHref('404.555.0199 ext 12')).toBe('tel:4045550199');
    expect(telHref('555-0101 x7')).toBe('tel:5550101');
  });
});
