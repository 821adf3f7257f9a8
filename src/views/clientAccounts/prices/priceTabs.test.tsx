import { type GraphQLRequest, getOperationName } from '@urql/core';
import type { AccountMove } from '@/generated/enums/AccountMove';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { type Client, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
import { TenantActor } from '../../kit/app/actors';
import { PartyBillingItemsTab } from './PartyBillingItemsTab';
import type { PriceParty } from './party';
import { TariffRatesTab } from './TariffRatesTab';
import { TARIFF_RATE as rate } from './tariffRateFixture';

type Asked = { name: string | undefined; variables: unknown };

// The unit project runs in Node (no DOM), so the tab is rendered to HTML with its queries answered at once (a client
// whose answers come synchronously is read on the first render), and read back by the buttons' and inputs' names.
const answering = (answers: Record<string, unknown>, asked: Asked[]) =>
  ({
    executeQuery: (request: GraphQLRequest) => {
      const name = getOperationName(request.query);
      asked.push({ name, variables: request.variables });
      return fromValue({ data: answers[name ?? ''], fetching: false, stale: false, hasNext: false });
    },
  }) as unknown as Client;

const render = (tab: ReactNode, answers: Record<string, unknown>, asked: Asked[] = []) =>
  renderToString(
    <TenantActor.Provider options={{ input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <Provider value={answering(answers, asked)}>{tab}</Provider>
    </TenantActor.Provider>,
  ).replaceAll('<!-- -->', '');

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .trim();
const headings = (html: string) => [...html.matchAll(/<h2\b[^>]*>(.*?)<\/h2>/g)].map((m) => text(m[1]));
const buttons = (html: string) =>
  [...html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/g)].map((m) => m[1].match(/aria-label="([^"]+)"/)?.[1] ?? text(m[2]));
const inputs = (html: string) =>
  [...html.matchAll(/<input\b([^>]*)>/g)].map((m) => ({
    label: m[1].match(/aria-label="([^"]+)"/)?.[1],
    disabled: m[1].includes('disabled'),
  }));

const CLIENT: PriceParty = { clientId: 'c1' };
const CUSTOMER: PriceParty = { customerId: 'u1' };
const rates = {
  PartyTariffRates: { client: { id: 'c1', displayName: 'Northwind Motors', tariffRates: [rate] }, defaultTariffRates: [] },
};

describe('a party’s tariff rates tab follows the server’s moves', () => {
  it('with EDIT: Add a rate, and an edit button on each of its own rates', () => {
    const asked: Asked[] = [];
    const html = render(<TariffRatesTab party={CLIENT} moves={['EDIT', 'DELETE']} />, rates, asked);
    expect(buttons(html)).toEqual(['Add a rate', 'Edit rate: Trucked, sedan, 0–100 mi, from Jan 1, 2026']);
    expect(asked).toEqual([{ name: 'PartyTariffRates', variables: { id: 'c1', isCustomer: false } }]);
  });

  it.each<[string, AccountMove[]]>([
    ['a reader (no moves)', []],
    ['a deleted client (RESTORE only)', ['RESTORE']],
  ])('%s: the rates read only, with no button', (_who, moves) => {
    const html = render(<TariffRatesTab party={CLIENT} moves={moves} />, rates);
    expect(headings(html)).toEqual(['Its own rates', "The tenant's default rates"]);
    expect(html).toContain('$85.00');
    expect(buttons(html)).toEqual([]);
  });

  it('a customer’s: asks the same query for the customer, and shows its client’s rates beside its own', () => {
    const asked: Asked[] = [];
    const answers = {
      PartyTariffRates: {
        customer: {
          id: 'u1',
          displayName: 'Harbour Logistics',
          tariffRates: [],
          client: { id: 'c1', displayName: 'Northwind Motors', tariffRates: [rate] },
        },
        defaultTariffRates: [],
      },
    };
    const html = render(<TariffRatesTab party={CUSTOMER} moves={[]} />, answers, asked);
    expect(asked).toEqual([{ name: 'PartyTariffRates', variables: { id: 'u1', isCustomer: true } }]);
    expect(headings(html)).toEqual(['Its own rates', "Its client's rates (Northwind Motors)", "The tenant's default rates"]);
    expect(buttons(html)).toEqual([]);
  });
});

const winch = {
  id: 'b1',
  code: 'WINCH',
  name: 'Winching',
  type: 'PICKUP',
  amount: 5000,
  unit: 'EACH',
  ratePercent: null,
  status: 'ACTIVE',
};
const own = { id: 'p1', billingItem: winch, amount: 4000, autoAdd: false, appliedAmount: 4000, appliedSource: 'CLIENT', version: 1 };
const items = {
  PartyBillingItems: { client: { id: 'c1', billingItems: [own] } },
  PartyCatalogBillingItems: { billingItems: { data: [winch] } },
};

describe('a party’s billing items tab follows the server’s moves', () => {
  it('with EDIT: the own price and auto-add inputs are open, with Save and Clear', () => {
    const asked: Asked[] = [];
    const html = render(<PartyBillingItemsTab party={CLIENT} moves={['EDIT', 'DELETE']} />, items, asked);
    expect(inputs(html)).toEqual([
      { label: 'Own price of WINCH', disabled: false },
      { label: 'Add WINCH to every quote', disabled: false },
    ]);
    expect(buttons(html)).toEqual(['Save WINCH', 'Clear WINCH']);
    expect(asked).toContainEqual({ name: 'PartyBillingItems', variables: { id: 'c1', isCustomer: false } });
  });

  it('without EDIT: the prices shown, their inputs disabled, no Save or Clear', () => {
    const html = render(<PartyBillingItemsTab party={CLIENT} moves={['RESTORE']} />, items);
    expect(html).toContain('$40.00');
    expect(inputs(html)).toEqual([
      { label: 'Own price of WINCH', disabled: true },
      { label: 'Add WINCH to every quote', disabled: true },
    ]);
    expect(buttons(html)).toEqual([]);
  });
});
