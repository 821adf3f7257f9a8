import { describe, expect, it } from 'vitest';
import { arityOf, FILTER_COLUMNS, operatorLabel, operatorsFor, validValue } from './orderListFilters';
import {
  DEFAULT_SORT,
  decodeOrderListView,
  EMPTY_VIEW,
  encodeOrderListView,
  type OrderListView,
  orderListHref,
  orderListVariables,
} from './orderListUrl';

const CLIENT = '0b9d6a3e-2f43-4a8e-9d2c-1c2b3a4d5e6f';

const FULL: OrderListView = {
  status: ['UNACKNOWLEDGED', 'ON_HOLD'],
  search: 'ford, f-150 & 100%',
  sort: { column: 'NUMBER', order: 'ASC' },
  conditions: [
    { column: 'CLIENT_ID', operator: 'EQ', values: [CLIENT] },
    { column: 'CONFIRMED_PICKUP_AT', operator: 'BETWEEN', values: ['2024-05-01', '2024-05-03'] },
    { column: 'REFERENCE_NUMBER', operator: 'IN', values: ['PO,1', '50%', 'a:b'] },
    { column: 'VIN', operator: 'IS_NULL', values: [] },
  ],
};

describe('encode and decode', () => {
  it('round-trips a full view: the link reproduces it', () => {
    const query = encodeOrderListView(FULL);
    expect(decodeOrderListView(query)).toEqual({ ...FULL, status: ['ON_HOLD', 'UNACKNOWLEDGED'] });
    expect(decodeOrderListView(`?${query}`).conditions).toEqual(FULL.conditions);
  });

  it('writes the default view as no query at all', () => {
    expect(encodeOrderListView(EMPTY_VIEW)).toBe('');
    expect(orderListHref({})).toBe('/orders');
    expect(decodeOrderListView('')).toEqual(EMPTY_VIEW);
  });

  it('is canonical: the same view always gives the same URL', () => {
    const a = encodeOrderListView({ ...FULL, status: ['UNACKNOWLEDGED', 'ON_HOLD'] });
    const b = encodeOrderListView({ ...FULL, status: ['ON_HOLD', 'UNACKNOWLEDGED', 'ON_HOLD'] });
    expect(a).toBe(b);
    expect(encodeOrderListView(decodeOrderListView(a))).toBe(a);
  });

  it('writes the simple cases readably, as the dashboard links them', () => {
    expect(orderListHref({ status: ['ON_HOLD'] })).toBe('/orders?status=ON_HOLD');
    expect(encodeOrderListView({ sort: { column: 'NUMBER', order: 'DESC' } })).toBe('sort=-NUMBER');
    expect(encodeOrderListView({ sort: DEFAULT_SORT })).toBe('');
  });

  it('ignores unknown statuses, sorts and parameters', () => {
    const view = decodeOrderListView('status=ON_HOLD,NOPE,,on_hold&sort=-PASSWORD&page=3&evil=<script>');
    expect(view).toEqual({ ...EMPTY_VIEW, status: ['ON_HOLD'] });
  });

  it('drops only the invalid conditions, keeping the valid ones', () => {
    const params = new URLSearchParams();
    params.append('f', 'STATE:EQ:ACTIVE');
    params.append('f', 'STATE:LIKE:ACT'); // no LIKE on an enum
    params.append('f', 'STATE:EQ:NOT_A_STATE');
    params.append('f', 'SECRET:EQ:x');
    params.append('f', 'CLIENT_ID:EQ:not-a-uuid');
    params.append('f', 'CREATED_AT:BETWEEN:2024-02-30,2024-03-01'); // no such day
    params.append('f', 'CREATED_AT:BETWEEN:2024-02-01'); // a range needs two
    params.append('f', 'NUMBER:EQ:%E0%A4%A'); // malformed escape
    params.append('f', 'NUMBER:IS_NULL'); // NUMBER is never empty
    params.append('f', 'CUSTOMER_ID:IS_NULL');
    params.append('f', 'CONFIRMED_DELIVERY_AT:GTE:2024-05-01T10:00:00.000Z');
    expect(decodeOrderListView(params.toString()).conditions).toEqual([
      { column: 'STATE', operator: 'EQ', values: ['ACTIVE'] },
      { column: 'CUSTOMER_ID', operator: 'IS_NULL', values: [] },
      { column: 'CONFIRMED_DELIVERY_AT', operator: 'GTE', values: ['2024-05-01T10:00:00.000Z'] },
    ]);
  });

  it('never throws on garbage', () => {
    for (const junk of ['%', '?&&&', 'f=', 'f=:::', 'f=%ZZ', 'status=%FF', `q=${'x'.repeat(5000)}`, 'sort=-']) {
      expect(() => decodeOrderListView(junk)).not.toThrow();
    }
    expect(decodeOrderListView(`q=${'x'.repeat(5000)}`).search).toHaveLength(200);
  });

  it('keeps at most 20 conditions', () => {
    const params = new URLSearchParams();
    for (let i = 0; i < 30; i += 1) params.append('f', `NUMBER:LIKE:${i}`);
    expect(decodeOrderListView(params.toString()).conditions).toHaveLength(20);
  });
});

describe('orderListVariables', () => {
  it('sends nothing extra for the default view', () => {
    expect(orderListVariables(EMPTY_VIEW)).toEqual({ status: null, search: null, orderBy: [DEFAULT_SORT], where: null });
  });

  it('ANDs several conditions and passes one alone', () => {
    const two = orderListVariables({ ...EMPTY_VIEW, conditions: FULL.conditions.slice(0, 1).concat(FULL.conditions[3]) });
    expect(two.where).toEqual({
      AND: [
        { column: 'CLIENT_ID', operator: 'EQ', value: CLIENT },
        { column: 'VIN', operator: 'IS_NULL' },
      ],
    });
    const one = orderListVariables({ ...EMPTY_VIEW, conditions: [{ column: 'STATE', operator: 'IN', values: ['ACTIVE', 'DRAFT'] }] });
    expect(one.where).toEqual({ column: 'STATE', operator: 'IN', value: ['ACTIVE', 'DRAFT'] });
  });

  it('widens days to whole local days', () => {
    const start = new Date(2024, 4, 1).toISOString();
    const end = new Date(new Date(2024, 4, 4).getTime() - 1).toISOString();
    const between = orderListVariables({ ...EMPTY_VIEW, conditions: [FULL.conditions[1]] });
    expect(between.where).toEqual({ column: 'CONFIRMED_PICKUP_AT', operator: 'BETWEEN', value: [start, end] });
    const onOrBefore = orderListVariables({
      ...EMPTY_VIEW,
      conditions: [{ column: 'CREATED_AT', operator: 'LTE', values: ['2024-05-03'] }],
    });
    expect(onOrBefore.where).toEqual({ column: 'CREATED_AT', operator: 'LTE', value: end });
    const after = orderListVariables({ ...EMPTY_VIEW, conditions: [{ column: 'CREATED_AT', operator: 'GT', values: ['2024-05-03'] }] });
    expect(after.where).toEqual({ column: 'CREATED_AT', operator: 'GT', value: end });
    const from = orderListVariables({ ...EMPTY_VIEW, conditions: [{ column: 'CREATED_AT', operator: 'GTE', values: ['2024-05-01'] }] });
    expect(from.where).toEqual({ column: 'CREATED_AT', operator: 'GTE', value: start });
  });

  it('makes "contains" a substring match unless the user typed wildcards', () => {
    const like = (value: string) =>
      orderListVariables({ ...EMPTY_VIEW, conditions: [{ column: 'VIN', operator: 'LIKE', values: [value] }] }).where;
    expect(like('1FT')).toEqual({ column: 'VIN', operator: 'LIKE', value: '%1FT%' });
    expect(like('1FT%')).toEqual({ column: 'VIN', operator: 'LIKE', value: '1FT%' });
  });

  it('passes status and search through', () => {
    const variables = orderListVariables({ ...EMPTY_VIEW, status: ['PAID'], search: 'acme' });
    expect(variables).toMatchObject({ status: ['PAID'], search: 'acme' });
  });
});

describe('the filter builder’s rules', () => {
  it('offers every column at least one operator, each with words', () => {
    for (const column of FILTER_COLUMNS) {
      const operators = operatorsFor(column);
      expect(operators.length).toBeGreaterThan(0);
      for (const operator of operators) expect(operatorLabel(column, operator)).toMatch(/\w/);
    }
  });

  it('never offers LIKE on enums or ids, nor ranges on text', () => {
    expect(operatorsFor('STATE')).not.toContain('LIKE');
    expect(operatorsFor('CLIENT_ID')).not.toContain('LIKE');
    expect(operatorsFor('NUMBER')).not.toContain('BETWEEN');
    expect(operatorsFor('CREATED_AT')).toContain('BETWEEN');
    expect(operatorLabel('LEG_STATUS', 'EQ')).toBe('includes');
    expect(operatorLabel('CREATED_AT', 'LT')).toBe('is before');
  });

  it('counts values per operator and checks them per column', () => {
    expect(arityOf('IS_NULL')).toBe('none');
    expect(arityOf('BETWEEN')).toBe('two');
    expect(arityOf('NOT_IN')).toBe('many');
    expect(arityOf('LIKE')).toBe('one');
    expect(validValue('CREATED_AT', '2024-13-01')).toBe(false);
    expect(validValue('CREATED_AT', '2024-12-01')).toBe(true);
    expect(validValue('NUMBER', '   ')).toBe(false);
    expect(validValue('LEG_STATUS', 'ON_HOLD')).toBe(true);
  });
});

describe('the tag filter', () => {
  const RUSH = '0b6f4f4e-3a1e-4c1b-9a51-0c5e1f7c2d11';
  const FLEET = '9d2c7a10-5b8e-4f3a-8e61-7a4b2c9d0e22';

  it('keeps the chosen tags in the URL, drops what is not a tag id, and asks the server for orders carrying any of them', () => {
    const query = encodeOrderListView({ ...EMPTY_VIEW, tags: [RUSH, FLEET] });
    expect(query).toBe(`tags=${RUSH}%2C${FLEET}`);
    expect(decodeOrderListView(query)).toEqual({ ...EMPTY_VIEW, tags: [RUSH, FLEET] });
    expect(decodeOrderListView(`tags=${RUSH},junk,${RUSH}`).tags).toEqual([RUSH]);
    expect(decodeOrderListView('tags=junk')).toEqual(EMPTY_VIEW);
    expect(orderListVariables({ ...EMPTY_VIEW, tags: [RUSH] }).tagIds).toEqual([RUSH]);
    expect(orderListVariables({ ...EMPTY_VIEW, tags: [] })).not.toHaveProperty('tagIds');
  });
});
