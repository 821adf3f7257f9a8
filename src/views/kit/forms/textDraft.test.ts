import { describe, expect, it } from 'vitest';
import { textDraft } from './textDraft';

describe('textDraft', () => {
  it("takes each key's value, a null or missing one as ''", () => {
    expect(textDraft({ name: 'Ana', phone: null }, ['name', 'phone', 'email'])).toEqual({ name: 'Ana', phone: '', email: '' });
  });

  it("gives '' for every key when there is no record yet", () => {
    expect(textDraft(null, ['name', 'phone'])).toEqual({ name: '', phone: '' });
  });
});
