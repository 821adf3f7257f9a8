import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RowsEditor } from './RowsEditor';

type Row = { key: number; party: string };

const html = (rows: Row[], general: string[], message: string | null) =>
  renderToString(
    <RowsEditor
      noun={{ one: 'recovery', many: 'recoveries' }}
      list={{ rows, general, add: () => undefined, remove: () => undefined }}
      empty="No recoveries recorded"
      message={message}
      newRow={() => ({ key: 0, party: '' })}
      onSave={() => undefined}
      saving={false}
      containerRef={() => undefined}
    >
      {(row) => <span>{row.party}</span>}
    </RowsEditor>,
  );

describe('RowsEditor', () => {
  it('draws a numbered fieldset a row with its Remove, then Add and Save in the plural', () => {
    const page = html(
      [
        { key: 1, party: 'Acme' },
        { key: 2, party: 'Zed' },
      ],
      [],
      null,
    );
    expect(page).toContain('<legend>Recovery 2</legend>');
    expect(page).toContain('Remove recovery 2');
    expect(page).toContain('Add recovery');
    expect(page).toContain('Save recoveries');
    expect(page).not.toContain('No recoveries recorded');
    expect(page).not.toContain('role="alert"');
  });

  it("says the list's own errors and then the form's message in one alert; an empty list says so", () => {
    const page = html([], ['At most one primary contact.'], 'Someone changed this repair.');
    expect(page).toContain('At most one primary contact. Someone changed this repair.');
    expect(page).toContain('No recoveries recorded');
  });
});
