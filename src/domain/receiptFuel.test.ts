import { describe, expect, it } from 'vitest';
import { receiptFuelEditable, reportVolumeUnit, volumeUnitWord } from './receiptFuel';

describe('a receipt’s fuel details', () => {
  it('may be recorded on a fuel receipt that is not rejected, and only there', () => {
    expect(receiptFuelEditable({ expenseType: 'FUEL', status: 'SUBMITTED' })).toBe(true);
    expect(receiptFuelEditable({ expenseType: 'FUEL', status: 'APPROVED' })).toBe(true);
    expect(receiptFuelEditable({ expenseType: 'FUEL', status: 'REJECTED' })).toBe(false);
    expect(receiptFuelEditable({ expenseType: 'HOTEL', status: 'SUBMITTED' })).toBe(false);
    expect(receiptFuelEditable({ expenseType: null, status: 'SUBMITTED' })).toBe(false);
  });

  it('writes the tenant’s fuel unit after a volume and as a report’s unit, gallons unless it is litres', () => {
    expect([volumeUnitWord('L'), volumeUnitWord('gal'), volumeUnitWord(null)]).toEqual(['L', 'gal', 'gal']);
    expect([reportVolumeUnit('L'), reportVolumeUnit('gal'), reportVolumeUnit(undefined)]).toEqual(['l', 'gal', 'gal']);
  });
});
