import type { KeyboardEvent } from 'react';

/** Enter in a picker's search box searches; it must not submit the form around it. */
export const keepForm = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};
