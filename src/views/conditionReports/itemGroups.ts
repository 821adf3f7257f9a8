import type { InspectionItemCode } from '@/generated/enums/InspectionItemCode';

/** How a report's inspection items are grouped on screen, in this order (the capture page walks the car the same way). */
export type ItemGroup = 'exterior' | 'interior' | 'tires' | 'lights' | 'glass' | 'other';

export const ITEM_GROUP_LABEL: Record<ItemGroup, string> = {
  exterior: 'Exterior',
  interior: 'Interior',
  tires: 'Tires',
  lights: 'Lights',
  glass: 'Glass',
  other: 'Other',
};

export const ITEM_GROUPS = Object.keys(ITEM_GROUP_LABEL) as ItemGroup[];

const BY_PREFIX: readonly (readonly [string, ItemGroup])[] = [
  ['EXT_', 'exterior'],
  ['INT_', 'interior'],
  ['TIRE_', 'tires'],
  ['LIGHT_', 'lights'],
  ['GLASS_', 'glass'],
];

/** The group of an item code by its prefix (EXT_, INT_, TIRE_, LIGHT_, GLASS_); the rest are "other". */
export const itemGroupOf = (code: InspectionItemCode): ItemGroup => BY_PREFIX.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 'other';

/** Items in their groups' order, each group in the report's order; empty groups left out. */
export const groupItems = <Item extends { code: InspectionItemCode }>(items: readonly Item[]): { group: ItemGroup; items: Item[] }[] =>
  ITEM_GROUPS.map((group) => ({ group, items: items.filter((item) => itemGroupOf(item.code) === group) })).filter(
    (entry) => entry.items.length > 0,
  );
