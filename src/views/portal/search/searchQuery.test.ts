import { describe, expect, it } from 'vitest';
import { searchHref, searchText } from './searchQuery';

describe('portal search in the URL', () => {
  it('round-trips the text, trimmed', () => {
    expect(searchHref('  WBA 12&3 ')).toBe('/portal/search?q=WBA+12%263');
    expect(searchText('?q=WBA+12%263')).toBe('WBA 12&3');
  });

  it('no text is the bare page', () => {
    expect(searchHref('   ')).toBe('/portal/search');
    expect(searchText('')).toBe('');
  });

  it('bounds the text', () => {
    expect(searchText(`q=${'x'.repeat(500)}`)).toHaveLength(200);
  });
});
