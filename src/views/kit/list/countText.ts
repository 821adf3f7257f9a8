import type { PageInfo } from './listSource';

/** A list's nouns: "1 driver", "1,234 drivers". */
export type Noun = { one: string; many: string };

const counted = (total: number, noun: Noun, locale?: string) => `${total.toLocaleString(locale)} ${total === 1 ? noun.one : noun.many}`;

/** How many rows the filters leave: "1,234 drivers", "1 driver", "0 drivers". */
export const totalText = (total: number, noun: Noun, locale?: string): string => counted(total, noun, locale);

/** Where this page sits in the list: "1–50 of 1,234 drivers" (the server's first and last item, 0–0 on an empty page). */
export const rangeText = (info: PageInfo, noun: Noun, locale?: string): string =>
  `${(info.firstItem ?? 0).toLocaleString(locale)}–${(info.lastItem ?? 0).toLocaleString(locale)} of ${counted(info.total, noun, locale)}`;
