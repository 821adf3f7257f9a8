import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChipPicker } from './ChipPicker';

// The unit project runs in Node (no DOM): the picker is rendered to a string; its keys are chipPickerKeys.test.ts's.
const render = (selected: string[]) =>
  renderToStaticMarkup(<ChipPicker label="Pickup regions" options={['CA', 'NY', 'TX']} selected={selected} onChange={() => {}} />);

describe('a chip picker', () => {
  it('is a labelled combobox controlling a multi-select list, closed at first', () => {
    const html = render([]);
    const id = html.match(/<label for="([^"]+)"[^>]*>Pickup regions<\/label>/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}" class="field-input" role="combobox"`);
    expect(html).toContain(`aria-expanded="false" aria-controls="${id}-list"`);
    expect(html).toMatch(/role="listbox" aria-label="Pickup regions" aria-multiselectable="true"[^>]*hidden/);
    expect(html).not.toContain('role="option"');
  });

  it('shows each chosen value as a chip with a named Remove button', () => {
    const html = render(['NY', 'TX']);
    expect(html).toContain('<ul class="plain-list chip-picker-chips" aria-label="Pickup regions chosen">');
    expect(html).toContain('NY<button type="button" class="chip-picker-remove" aria-label="Remove NY">×</button>');
    expect(html).toContain('aria-label="Remove TX"');
  });
});
