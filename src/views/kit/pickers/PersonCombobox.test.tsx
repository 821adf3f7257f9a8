import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PersonCombobox } from './PersonCombobox';

// The unit project runs in Node (no DOM): the picker is rendered to a string; its keys are personPickerKeys.test.ts's.
const nora = { id: 'u1', name: 'Nora North', email: 'nora@legwork.test' };
const render = (chosen: typeof nora | null, error?: string[]) =>
  renderToStaticMarkup(
    <PersonCombobox
      label="Person"
      matches={[nora]}
      chosen={chosen}
      onChoose={() => undefined}
      onQuery={() => undefined}
      searching={false}
      hint="A staff user of this tenant."
      error={error}
    />,
  );

describe('a person picker', () => {
  it('is a labelled combobox controlling a closed list, described by its hint', () => {
    const html = render(null);
    const id = html.match(/<label class="field-label" for="([^"]+)">Person<\/label>/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}" class="field-input" role="combobox"`);
    expect(html).toContain(`aria-expanded="false" aria-controls="${id}-list"`);
    expect(html).toContain(`aria-describedby="${id}-hint"`);
    expect(html).toMatch(/role="listbox" aria-label="Person"[^>]*hidden/);
    expect(html).not.toContain('role="option"');
  });

  it('shows the chosen person as a chip with a named Remove button', () => {
    const html = render(nora);
    expect(html).toContain('<ul class="plain-list chip-picker-chips" aria-label="Person chosen">');
    expect(html).toContain('Nora North<button type="button" class="chip-picker-remove" aria-label="Remove Nora North">×</button>');
  });

  it("says the server's refusal under the box and marks it invalid", () => {
    const html = render(null, ['Pick a staff user of this tenant.']);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/<p class="field-error" id="[^"]+-error">Pick a staff user of this tenant.<\/p>/);
  });
});
