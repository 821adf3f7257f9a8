import { describe, expect, it } from 'vitest';
import { day, flag, id, ids, listUrl, manyOf, oneOf, page, sort, text } from './listUrl';

const CLIENT = '0b6f3c1e-7a52-4c1d-9d7e-2f3a4b5c6d7e';
const RECORD = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const STATUSES = ['OPEN', 'HELD', 'CLOSED'] as const;

const drivers = listUrl('/admin/drivers', {
  q: text('q'),
  status: manyOf('status', STATUSES),
  kind: oneOf('kind', ['COMPANY', 'OWNER'] as const),
  client: id('client'),
  from: day('from'),
  expiring: flag('expiring'),
  sort: sort('sort', ['NAME', 'CREATED_AT'] as const, { column: 'NAME', order: 'ASC' }),
  page: page(),
  record: id('record', 'position'),
  dialog: flag('dialog', 'state'),
});

describe("a list's view in its URL", () => {
  it('reads back what it writes: every field, in the order the list declares them', () => {
    const view = {
      q: 'Dina Ruiz',
      status: ['HELD' as const, 'OPEN' as const],
      kind: 'OWNER' as const,
      client: CLIENT,
      from: '2026-02-28',
      expiring: true,
      sort: { column: 'CREATED_AT' as const, order: 'DESC' as const },
      page: 3,
      record: RECORD,
      dialog: true,
    };
    const href = drivers.href(view);
    expect(href).toBe(
      `/admin/drivers?q=Dina+Ruiz&status=HELD%2COPEN&kind=OWNER&client=${CLIENT}&from=2026-02-28&expiring=1&sort=CREATED_AT%3ADESC&page=3&record=${RECORD}&dialog=1`,
    );
    expect(drivers.read(href.split('?')[1])).toEqual(view);
  });

  it('is the bare path for the plain list: no filter, the first page, the default order', () => {
    expect(drivers.href(drivers.blank)).toBe('/admin/drivers');
    expect(drivers.blank).toEqual({
      q: '',
      status: [],
      kind: '',
      client: '',
      from: '',
      expiring: false,
      sort: { column: 'NAME', order: 'ASC' },
      page: 1,
      record: '',
      dialog: false,
    });
    expect(drivers.href({ ...drivers.blank, page: 2 }, '/elsewhere')).toBe('/elsewhere?page=2');
  });

  it('drops what the list does not take, never throwing: unknown values, a page that is no page, a day that is none', () => {
    const view = drivers.read('?status=NOPE,CLOSED&kind=nope&client=1%20OR%201&from=2026-02-30&page=-2&sort=PASSWORD:ASC&expiring=yes');
    expect(view).toEqual({ ...drivers.blank, status: ['CLOSED'] });
    expect(drivers.read('?page=999999999').page).toBe(100_000);
    expect(drivers.read(`?q=${'x'.repeat(300)}`).q).toHaveLength(200);
    expect(drivers.read('?q=%20%20spaced%20%20').q).toBe('spaced');
  });

  it('keeps chips in the order chosen, or in the list’s order when it asks for one URL per choice', () => {
    expect(drivers.read('?status=CLOSED,OPEN').status).toEqual(['CLOSED', 'OPEN']);
    const canonical = listUrl('/x', { status: manyOf('status', STATUSES, true) });
    expect(canonical.read('?status=CLOSED,OPEN').status).toEqual(['OPEN', 'CLOSED']);
    expect(canonical.href({ status: ['CLOSED', 'OPEN'] })).toBe('/x?status=OPEN%2CCLOSED');
  });

  it('keeps chosen ids (tags) in the order chosen, dropping malformed ones and repeats, at most the cap', () => {
    const tagged = listUrl('/x', { tags: ids('tags', 2) });
    expect(tagged.read(`?tags=${RECORD},nope,${CLIENT},${RECORD}`).tags).toEqual([RECORD, CLIENT]);
    expect(tagged.read(`?tags=${RECORD},${CLIENT},${'a'.repeat(8)}-0000-0000-0000-${'b'.repeat(12)}`).tags).toHaveLength(2);
    expect(tagged.href({ tags: [CLIENT, RECORD] })).toBe(`/x?tags=${CLIENT}%2C${RECORD}`);
    expect(tagged.href(tagged.blank)).toBe('/x');
    expect(tagged.isFiltered(tagged.read(`?tags=${CLIENT}`))).toBe(true);
    expect(tagged.isFiltered(tagged.read('?tags=1%20OR%201'))).toBe(false);
  });

  it('says a list is filtered only for its filters (not its page, order, open record or dialog)', () => {
    expect(drivers.isFiltered(drivers.read(`?page=4&sort=CREATED_AT:DESC&record=${RECORD}&dialog=1`))).toBe(false);
    for (const query of ['?q=a', '?status=OPEN', '?kind=OWNER', `?client=${CLIENT}`, '?from=2026-01-01', '?expiring=1'])
      expect(drivers.isFiltered(drivers.read(query)), query).toBe(true);
  });

  it('starts again at the first page with nothing open when a filter or the order changes, not when the page does', () => {
    const deep = drivers.read(`?page=4&record=${RECORD}&dialog=1`);
    expect(drivers.patch(deep, { q: 'Ruiz' })).toEqual({ ...deep, q: 'Ruiz', page: 1, record: '' });
    expect(drivers.patch(deep, { sort: { column: 'NAME', order: 'DESC' } })).toMatchObject({ page: 1, record: '', dialog: true });
    expect(drivers.patch(deep, { page: 5 })).toEqual({ ...deep, page: 5 });
    expect(drivers.patch(deep, { dialog: false })).toEqual({ ...deep, dialog: false });
    expect(drivers.patch(deep, { status: ['OPEN'], page: 2 })).toMatchObject({ status: ['OPEN'], page: 2, record: '' });
  });

  it('applies a rule across fields on every read', () => {
    const range = listUrl('/r', { from: day('from'), to: day('to') }, (view) =>
      view.from && view.to && view.from > view.to ? { from: view.to, to: view.from } : view,
    );
    expect(range.read('?from=2026-03-09&to=2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-09' });
  });
});
