import { describe, expect, it } from 'vitest';
import { settlementHref, settlementsFilter, settlementsUrl } from './settlementsView';

describe("the settlements list's URL", () => {
  it('reads the statuses, the payee and the page from the address and asks for them', () => {
    const view = settlementsUrl.read('?status=OPEN,PAID&payeeKind=DRIVER&payee=0b6f6c1e-8a39-4c6f-9a55-6a3c1d1f0c11&page=2');
    expect(view.page).toBe(2);
    expect(settlementsFilter(view)).toEqual({
      status: ['OPEN', 'PAID'],
      payeeKind: 'DRIVER',
      payeeId: '0b6f6c1e-8a39-4c6f-9a55-6a3c1d1f0c11',
    });
  });

  it('asks for everything when nothing is chosen, and drops what is no status, kind or id', () => {
    expect(settlementsFilter(settlementsUrl.read(''))).toEqual({ status: null, payeeKind: null, payeeId: null });
    expect(settlementsFilter(settlementsUrl.read('?status=VOID&payeeKind=CLIENT&payee=42'))).toEqual({
      status: null,
      payeeKind: null,
      payeeId: null,
    });
  });

  it('sends a payee only with its kind, and leaves the defaults out of the address', () => {
    expect(settlementsFilter(settlementsUrl.read('?payee=0b6f6c1e-8a39-4c6f-9a55-6a3c1d1f0c11')).payeeId).toBeNull();
    const view = settlementsUrl.read('?status=DRAFT');
    expect(settlementsUrl.href({ ...view, page: 1 })).toBe('/accounting/settlements?status=DRAFT');
    expect(settlementHref('a b')).toBe('/accounting/settlements/view?id=a%20b');
  });
});
