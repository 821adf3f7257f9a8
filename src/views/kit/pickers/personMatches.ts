import type { Person } from './PersonCombobox';

/**
 * The people a person picker offers for the text typed now: the server's answer to that text as it is; until that answer
 * is in (typing not yet paused, or its request on its way), the last answer narrowed to the people whose name or email
 * holds the text (as the server's ILIKE does), so the arrows and Enter never reach someone the text does not name.
 */
export const personMatches = (typed: string, answeredFor: string, answer: readonly Person[]): readonly Person[] => {
  const text = typed.trim();
  if (text === answeredFor.trim()) return answer;
  const needle = text.toLocaleLowerCase();
  return answer.filter((person) => person.name.toLocaleLowerCase().includes(needle) || person.email.toLocaleLowerCase().includes(needle));
};
