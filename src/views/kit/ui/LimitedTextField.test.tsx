import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LimitedTextField } from './LimitedTextField';
import { limitNote } from './textLimit';

describe('limitNote', () => {
  it('says nothing far from the limit, counts near it and says how much is over past it', () => {
    expect(limitNote(3_999, 5_000)).toBeNull();
    expect(limitNote(4_000, 5_000)).toEqual({ text: '4,000 of 5,000 characters.', over: false });
    expect(limitNote(5_000, 5_000)).toEqual({ text: '5,000 of 5,000 characters.', over: false });
    expect(limitNote(5_001, 5_000)).toEqual({ text: '1 character over the limit of 5,000.', over: true });
    expect(limitNote(50_000, 5_000)).toEqual({ text: '45,000 characters over the limit of 5,000.', over: true });
  });

  it('counts short fields (a plate, a year) only once they are over', () => {
    expect(limitNote(20, 20)).toBeNull();
    expect(limitNote(21, 20)).toEqual({ text: '1 character over the limit of 20.', over: true });
  });
});

// The unit project runs in Node (no DOM): the field is rendered to a string.
const render = (value: string, error?: string[]) =>
  renderToStaticMarkup(<LimitedTextField label="General notes" rows={3} limit={5_000} value={value} onChange={() => {}} error={error} />);

describe('a limited text field', () => {
  it('never sets the browser limit that cuts a paste without a word', () => {
    expect(render('x'.repeat(6_000))).not.toContain('maxlength');
    expect(render('x'.repeat(6_000))).toContain('x'.repeat(6_000));
  });

  it('shows its counter near the limit as part of the hint the field is described by', () => {
    const html = render('x'.repeat(4_500));
    expect(html).toMatch(/<p class="field-hint" id="([^"]+)-hint">4,500 of 5,000 characters\.<\/p>/);
    expect(html).toMatch(/aria-describedby="[^"]+-hint"/);
    expect(html).not.toContain('aria-invalid');
  });

  it('is invalid past the limit, with the excess in its error', () => {
    const html = render('x'.repeat(5_012));
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<p class="field-error"');
    expect(html).toContain('12 characters over the limit of 5,000.');
  });

  it('keeps a third letter typed in a two-letter state and says it is one too many, rather than cutting it', () => {
    const html = renderToStaticMarkup(
      <LimitedTextField label="State" hint="Two letters, e.g. PA" limit={2} value="PAX" onChange={() => {}} />,
    );
    expect(html).toContain('value="PAX"');
    expect(html).not.toContain('maxlength');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('1 character over the limit of 2.');
    expect(renderToStaticMarkup(<LimitedTextField label="State" limit={2} value="PA" onChange={() => {}} />)).not.toContain('aria-invalid');
  });

  it("shows the form's own error rather than a second one past the limit", () => {
    const html = render('x'.repeat(5_012), ['The general note may not be greater than 5000 characters.']);
    expect(html).toContain('The general note may not be greater than 5000 characters.');
    expect(html).not.toContain('over the limit');
  });
});
