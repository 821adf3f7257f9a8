import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../../testing/fixtures';
import { fuelRateInputSchema, tenantSettingsInputSchema } from '../../domain/settings/schemas';
import { formatFuelMoney, fuelMajorText, fuelMinorOf, settingsDraft, settingsInput, weekDraft, weekInput } from './drafts';

const TENANT = tenantFixture('t1');

describe('the settings drafts', () => {
  it('round-trip the settings through the form and pass the shared schema', () => {
    const draft = settingsDraft(TENANT, { fuelBasePrice: 250, fuelEconomy: 6 });
    expect(draft).toMatchObject({ zoneSize: '50', fuelBasePrice: '2.5', fuelEconomy: '6', address: '', remitTo: '' });
    const parsed = tenantSettingsInputSchema.safeParse(settingsInput(draft));
    expect(parsed.success && parsed.data).toMatchObject({ zoneSize: 50, fuelBasePrice: 250, fuelEconomy: 6, currency: 'USD' });
    const blank = tenantSettingsInputSchema.safeParse(settingsInput({ ...draft, zoneSize: ' ', fuelEconomy: 'six' }));
    expect(blank.success).toBe(false);
  });

  it('carry the letterhead and remittance addresses as typed lines, and refuse one too long', () => {
    const draft = settingsDraft(TENANT, { fuelBasePrice: 250, fuelEconomy: 6, address: '1 Main St\nAlbany, NY 12207', remitTo: '' });
    const parsed = tenantSettingsInputSchema.safeParse(settingsInput({ ...draft, remitTo: '  PO Box 9\nAlbany, NY 12201  ' }));
    expect(parsed.success && parsed.data).toMatchObject({ address: '1 Main St\nAlbany, NY 12207', remitTo: 'PO Box 9\nAlbany, NY 12201' });
    const long = tenantSettingsInputSchema.safeParse(settingsInput({ ...draft, address: 'x'.repeat(301) }));
    expect(long.success || long.error.issues[0]).toMatchObject({
      path: ['address'],
      message: 'The address may not be greater than 300 characters.',
    });
  });

  it('type fuel prices in major units and send minor units to the thousandth', () => {
    expect(fuelMinorOf('3.759', 'USD')).toBe(375.9);
    expect(fuelMinorOf('420', 'JPY')).toBe(420);
    expect(fuelMinorOf('', 'USD')).toBeNull();
    expect(fuelMajorText(375.9, 'USD')).toBe('3.759');
    expect(formatFuelMoney(375.9, 'USD', 'en-US')).toBe('$3.759');
    expect(formatFuelMoney(29.5, 'USD', 'en-US')).toBe('$0.295');
    const week = weekInput({ ...weekDraft(null, 'USD'), effectiveFrom: '2025-12-01', price: '3.759' }, 'USD');
    expect(fuelRateInputSchema.parse(week)).toEqual({ effectiveFrom: '2025-12-01', pricePerUnit: 375.9, source: null });
  });
});
