import { describe, expect, it } from 'vitest';
import { invoicesFilter, invoicesUrl } from './invoicesView';

describe("the invoices lists' URL", () => {
  it('reads every filter, the sort and the page from the address and asks for them', () => {
    const view = invoicesUrl.read('?q=INV-1&status=OPEN&payment=PARTIALLY_PAID&aging=DAYS_31_60,DAYS_90_PLUS&sort=BALANCE:DESC&page=3');
    expect(view.page).toBe(3);
    expect(invoicesFilter(view, 'open')).toEqual({
      search: 'INV-1',
      status: ['OPEN'],
      paymentStatus: ['PARTIALLY_PAID'],
      aging: ['DAYS_31_60', 'DAYS_90_PLUS'],
      clientId: null,
      orderBy: [{ column: 'BALANCE', order: 'DESC' }],
    });
  });

  it('keeps each list to its own statuses: drafts and open ones, or paid ones', () => {
    expect(invoicesFilter(invoicesUrl.read(''), 'open')).toMatchObject({
      status: ['DRAFT', 'OPEN'],
      orderBy: [{ column: 'DUE_ON', order: 'ASC' }],
    });
    expect(invoicesFilter(invoicesUrl.read('?status=OPEN'), 'paid').status).toEqual(['PAID']);
  });

  it('leaves the defaults out of the address', () => {
    const view = invoicesUrl.read('?aging=CURRENT');
    expect(invoicesUrl.href({ ...view, page: 1 }, '/accounting/invoices')).toBe('/accounting/invoices?aging=CURRENT');
  });
});
