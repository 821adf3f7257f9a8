import type { ReactNode } from 'react';

/**
 * A cell's title that holds its whole text: a cell cut short on one line (text-overflow: ellipsis) shows the rest on
 * hover. A text cell without a title is titled with its text; a given title is the text in full (a place's name,
 * city and state; a time with its year) and stays. A cell drawn with elements brings its own title (the chips).
 */
export const wholeTitle = (content: ReactNode, title?: string): string | undefined =>
  title ?? (typeof content === 'string' || typeof content === 'number' ? String(content) : undefined);
