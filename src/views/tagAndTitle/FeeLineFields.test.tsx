import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FeeLineFields } from './FeeLineFields';

const draft = { requirementTypeId: null, label: 'Title fee', amount: '33.00', note: '' };

describe('a fee line of the fees editor', () => {
  it('is numbered from 1 and shows the errors keyed by its place from 0', () => {
    const html = renderToStaticMarkup(
      <FeeLineFields
        index={1}
        draft={draft}
        errors={{ 'fees.1.amount': ['The amount must be a whole number of cents.'] }}
        onChange={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(html).toContain('<legend>Fee 2</legend>');
    expect(html).toContain('>Remove fee 2</button>');
    expect(html).toContain('value="Title fee"');
    expect(html).toContain('The amount must be a whole number of cents.');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
  });
});
