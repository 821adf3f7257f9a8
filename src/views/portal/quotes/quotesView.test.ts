import { describe, expect, it } from 'vitest';
import { decodePortalQuotesView, EMPTY_QUOTES_VIEW, majorAmount, portalQuotesHref, QUOTES_CSV_HEADER, quoteCsvRow } from './quotesView';

describe('portal quotes view in the URL', () => {
  it('the default view is the bare path', () => {
    expect(portalQuotesHref(EMPTY_QUOTES_VIEW)).toBe('/portal/quotes');
    expect(decodePortalQuotesView('')).toEqual(EMPTY_QUOTES_VIEW);
  });

  it('round-trips statuses (awaiting your answer first), search and page', () => {
    const view = { status: ['DECLINED' as const, 'PENDING' as const], search: 'Q-10', page: 2 };
    const href = portalQuotesHref(view);
    expect(href).toBe('/portal/quotes?status=PENDING%2CDECLINED&q=Q-10&page=2');
    expect(decodePortalQuotesView(href.split('?')[1])).toEqual({ ...view, status: ['PENDING', 'DECLINED'] });
  });

  it('drops unknown statuses and bad pages', () => {
    expect(decodePortalQuotesView('status=REVISED,PENDING&page=abc')).toEqual({ ...EMPTY_QUOTES_VIEW, status: ['PENDING'] });
  });
});

describe('quote CSV rows', () => {
  it('writes money in major units with the currency beside it', () => {
    expect(majorAmount(31050, 'USD')).toBe('310.50');
    expect(majorAmount(5000, 'JPY')).toBe('5000');
    expect(majorAmount(1234, 'XXX-not-a-currency')).toBe('12.34');
  });

  it('one cell per header column, in the portal’s words', () => {
    const row = quoteCsvRow({
      id: 'q1',
      number: 'Q-1001',
      status: 'PENDING',
      total: 125000,
      currency: 'USD',
      validUntil: '2025-04-01',
      createdAt: '2025-03-01T09:00:00.000Z',
      client: { id: 'c1', displayName: 'Northwind Motors' },
      customer: null,
      order: null,
    });
    expect(row).toHaveLength(QUOTES_CSV_HEADER.length);
    expect(row).toEqual([
      'Q-1001',
      'Awaiting your answer',
      'Northwind Motors',
      '',
      '1250.00',
      'USD',
      '2025-04-01',
      '',
      '2025-03-01T09:00:00.000Z',
    ]);
  });
});
