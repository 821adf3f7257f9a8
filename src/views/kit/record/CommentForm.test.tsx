import { renderToStaticMarkup } from 'react-dom/server';
import { Client, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT, CommentForm, commentToSend } from './CommentForm';
import { MentionTextarea } from './MentionTextarea';

// The unit project runs in Node (no DOM): the boxes are rendered to strings, the submit's check is called directly.
const client = new Client({ url: 'http://localhost/graphql', exchanges: [] });

const mentionBox = (value: string, error?: string[]) =>
  renderToStaticMarkup(
    <Provider value={client}>
      <MentionTextarea label="Comment" value={value} onChange={() => {}} limit={COMMENT_LIMIT} error={error} hint="Type @ to mention." />
    </Provider>,
  );

describe('a comment past its limit', () => {
  it('is not sent: the form says by how much it is over instead of calling the server', () => {
    expect(commentToSend('x'.repeat(COMMENT_LIMIT + 7))).toEqual({ errors: ['7 characters over the limit of 10,000.'] });
    expect(commentToSend(`  ${'x'.repeat(COMMENT_LIMIT)}  `)).toEqual({ text: 'x'.repeat(COMMENT_LIMIT) });
    expect(commentToSend('   ')).toEqual({ errors: ['Write a comment first.'] });
  });

  it('stays whole in the mention box, which is invalid and says the excess', () => {
    const html = mentionBox('x'.repeat(COMMENT_LIMIT + 12));
    expect(html).not.toContain('maxlength');
    expect(html).toContain('x'.repeat(COMMENT_LIMIT + 12));
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('12 characters over the limit of 10,000.');
  });

  it('is counted in the mention box near the limit, beside the hint', () => {
    const html = mentionBox('x'.repeat(9_000));
    expect(html).toContain('Type @ to mention. 9,000 of 10,000 characters.');
    expect(html).not.toContain('aria-invalid');
  });

  it("shows the form's own refusal rather than a second error", () => {
    const html = mentionBox('x'.repeat(COMMENT_LIMIT + 1), ['The body may not be greater than 10000 characters.']);
    expect(html).toContain('The body may not be greater than 10000 characters.');
    expect(html).not.toContain('over the limit');
  });

  it('gives any comment box the limit, and the plain box sets no browser limit', () => {
    const seen: number[] = [];
    renderToStaticMarkup(
      <CommentForm
        hint=""
        busy={false}
        onSend={async () => null}
        sentMessage=""
        box={(field) => {
          seen.push(field.limit);
          return null;
        }}
      />,
    );
    expect(seen).toEqual([COMMENT_LIMIT]);
    const html = renderToStaticMarkup(<CommentForm hint="Visible to staff." busy={false} onSend={async () => null} sentMessage="" />);
    expect(html).toContain('<textarea');
    expect(html).not.toContain('maxlength');
  });
});
