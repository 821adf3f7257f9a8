import { describe, expect, it } from 'vitest';
import { wholeTitle } from './cellText';

describe('a cut cell’s title', () => {
  it('is the cell’s whole text when it has no title', () => {
    expect(wholeTitle('Harbor Freight Logistics of Northern New Jersey')).toBe('Harbor Freight Logistics of Northern New Jersey');
    expect(wholeTitle(12)).toBe('12');
  });

  it('keeps a given title: the text in full', () => {
    expect(wholeTitle('Newark, NJ', 'Port Newark Terminal, Newark, NJ')).toBe('Port Newark Terminal, Newark, NJ');
  });

  it('leaves a cell drawn with elements to its own title', () => {
    expect(wholeTitle(<span>chips</span>, 'In transit, Delivered')).toBe('In transit, Delivered');
    expect(wholeTitle(<span>chips</span>)).toBeUndefined();
  });
});
