import { describe, expect, it } from 'vitest';
import { InspectionItemCodeValues } from '@/generated/enums/InspectionItemCode';
import { groupItems, itemGroupOf } from './itemGroups';

describe('inspection item groups', () => {
  it('puts every code in a group, and only the unprefixed ones in "other"', () => {
    const other = InspectionItemCodeValues.filter((code) => itemGroupOf(code) === 'other');
    expect([...other].sort()).toEqual(['DOCS', 'FLUID_LEAK', 'KEYS', 'LOOSE_ITEMS', 'ODOMETER', 'PLATES', 'VIN']);
    expect(itemGroupOf('TIRE_SPARE')).toBe('tires');
    expect(itemGroupOf('INT_WARNING_LIGHTS')).toBe('interior');
  });

  it('orders the groups exterior first and leaves out the empty ones', () => {
    const grouped = groupItems([
      { code: 'VIN' as const },
      { code: 'GLASS_WS' as const },
      { code: 'EXT_ROOF' as const },
      { code: 'EXT_FRONT' as const },
    ]);
    expect(grouped.map(({ group, items }) => [group, items.map((item) => item.code)])).toEqual([
      ['exterior', ['EXT_ROOF', 'EXT_FRONT']],
      ['glass', ['GLASS_WS']],
      ['other', ['VIN']],
    ]);
  });
});
