import { describe, expect, it } from 'vitest';
import { tempTagText } from './tempTagText';

const day = (iso: string) => `<${iso}>`;

describe('tempTagText', () => {
  it('words a tag by the days it has left', () => {
    expect(tempTagText('2026-03-14', 5, day)).toBe('Expires <2026-03-14> (in 5 days)');
    expect(tempTagText('2026-03-10', 1, day)).toBe('Expires <2026-03-10> (in 1 day)');
    expect(tempTagText('2026-03-09', 0, day)).toBe('Expires today (<2026-03-09>)');
    expect(tempTagText('2026-03-07', -2, day)).toBe('Lapsed <2026-03-07> (2 days ago)');
  });

  it('says so without a tag', () => {
    expect(tempTagText(null, null, day)).toBe('No expiry');
  });
});
