import type { TableHeading } from './Table';

/** A table heading over numbers (money, counts): set right, as its cells are. */
export const numeric = (text: string): TableHeading => ({ text, className: 'numeric' });
