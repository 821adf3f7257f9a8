/** The "@da" being typed at the caret: where its "@" is and the letters after it (null when none is). */
export type MentionQuery = { start: number; query: string };

/**
 * A mention is being typed when the caret ends "@" plus 1–64 letters, digits or email characters, and the "@"
 * starts a word (so "name@host" in an email being typed is not one). A complete "@someone@host" is left alone.
 */
export const mentionQuery = (text: string, caret: number): MentionQuery | null => {
  const before = text.slice(0, caret);
  const match = /(?:^|[\s(])@([\w.+-]{1,64})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[1].length - 1, query: match[1] };
};

/** The text with the mention at `start`…`caret` replaced by "@email " and the caret after it. */
export const insertMention = (text: string, at: MentionQuery & { caret: number }, email: string): { text: string; caret: number } => {
  const inserted = `@${email} `;
  const rest = text.slice(at.caret).replace(/^\s/, '');
  return { text: text.slice(0, at.start) + inserted + rest, caret: at.start + inserted.length };
};
