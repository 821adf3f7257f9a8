import { describe, expect, it } from 'vitest';
import { insertMention, mentionQuery } from './mentionText';

describe('mentionQuery', () => {
  it('finds the "@letters" ending at the caret', () => {
    expect(mentionQuery('Please check @da', 16)).toEqual({ start: 13, query: 'da' });
    expect(mentionQuery('@disp', 5)).toEqual({ start: 0, query: 'disp' });
    expect(mentionQuery('(cc @an) thanks', 7)).toEqual({ start: 4, query: 'an' });
  });

  it('is none for a lone "@", an email being typed, or a caret away from the mention', () => {
    expect(mentionQuery('Hi @', 4)).toBeNull();
    expect(mentionQuery('write to dana@legwork', 21)).toBeNull();
    expect(mentionQuery('@dana then more', 15)).toBeNull();
    expect(mentionQuery('@dispatch@legwork.test', 22)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the letters typed with the email and a space, the caret after it', () => {
    const text = 'Please check @da now';
    expect(insertMention(text, { start: 13, query: 'da', caret: 16 }, 'dana@legwork.test')).toEqual({
      text: 'Please check @dana@legwork.test now',
      caret: 32,
    });
    expect(insertMention('@di', { start: 0, query: 'di', caret: 3 }, 'dispatch@legwork.test')).toEqual({
      text: '@dispatch@legwork.test ',
      caret: 23,
    });
  });
});
