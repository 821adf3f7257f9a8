/**
 * The active result after a key in the search box: arrows move through every group's results in order and wrap
 * around, Home and End jump to either end. Null for a key the results do not use (the box keeps it).
 */
export const nextActive = (key: string, active: number, count: number): number | null => {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : (active + 1) % count;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'PageDown':
    case 'End':
      return count - 1;
    case 'PageUp':
    case 'Home':
      return 0;
    default:
      return null;
  }
};
