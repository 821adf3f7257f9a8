import type { ClientPage_ClientFragment as Client, CustomerPage_CustomerFragment as Customer } from '@/generated/graphql';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Client as UrqlClient, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { TenantActor } from '../kit/app/actors';
import { ClientDetailsTab } from './ClientDetailsTab';
import { ClientHeader } from './ClientHeader';
import { CustomerDetailsTab } from './CustomerDetailsTab';
import { CustomerHeader } from './CustomerHeader';

// The unit project runs in Node (no DOM): the page's header and details tab are rendered to HTML, and read back as a
// user meets them: the buttons and links by their names, the inputs by their labels. Requests never answer.
const urql = new UrqlClient({ url: 'http://localhost/graphql', exchanges: [] });
const render = (page: ReactNode) =>
  renderToString(
    <TenantActor.Provider options={{ input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <Provider value={urql}>
        <Router ssrPath="/admin/clients/c1">{page}</Router>
      </Provider>
    </TenantActor.Provider>,
  ).replaceAll('<!-- -->', '');

const text = (html: string) => html.replace(/<[^>]+>/g, '').trim();
const named = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, 'g'))].map((m) => text(m[1]));
const buttons = (html: string) => named(html, 'button');
const links = (html: string) => named(html, 'a');
const labels = (html: string) => named(html, 'label');
const details = (html: string) => [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => `${text(m[1])}: ${text(m[2])}`);

const live: Client = {
  id: 'c1',
  displayName: 'Northwind Motors',
  code: 'NWM',
  status: 'ACTIVE',
  moves: ['EDIT', 'DELETE'],
  deletedAt: null,
  billingName: 'Northwind Motors Ltd',
  billingEmail: 'billing@northwind.test',
  billingPhone: null,
  customerCount: 2,
  openOrderCount: 0,
  createdAt: '2026-01-05T10:00:00Z',
  tags: [],
  accountManager: { id: 'u1', name: 'Casey Relations' },
  version: 4,
};
const deleted: Client = { ...live, status: 'DELETED', moves: ['RESTORE'], deletedAt: '2026-11-30T09:00:00Z', version: 5 };

const clientPage = (client: Client) =>
  render(
    <>
      <ClientHeader client={client} reload={() => {}} />
      <ClientDetailsTab client={client} reload={() => {}} />
    </>,
  );

describe('a client’s details follow the server’s moves', () => {
  it('with EDIT: the form, with Save and Back, and Delete client', () => {
    const html = clientPage(live);
    expect(labels(html)).toEqual(expect.arrayContaining(['Name', 'Code', 'Billing name', 'Billing email', 'Billing phone']));
    expect(buttons(html)).toEqual(expect.arrayContaining(['Save', 'Delete client']));
    expect(buttons(html)).not.toContain('Restore client');
    // The account manager is saved on its own (setClientAccountManager), beside the client's identity.
    expect(labels(html)).toContain('Account manager');
    expect(buttons(html)).toContain('Save account manager');
  });

  it('deleted (RESTORE only): its details read only, no form, and Restore client', () => {
    const html = clientPage(deleted);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<input');
    expect(labels(html)).not.toContain('Name');
    expect(buttons(html)).not.toContain('Save');
    expect(buttons(html)).not.toContain('Delete client');
    expect(buttons(html)).toContain('Restore client');
    expect(details(html)).toEqual(
      expect.arrayContaining([
        'Name: Northwind Motors',
        'Billing name: Northwind Motors Ltd',
        'Billing email: billing@northwind.test',
        'Billing phone: —',
        'Account manager: Casey Relations',
      ]),
    );
    expect(links(html)).toContain('Back');
  });

  it('a reader (no moves): read only, and neither Delete nor Restore', () => {
    const html = clientPage({ ...live, moves: [] });
    expect(html).not.toContain('<form');
    expect(buttons(html)).toEqual([]);
    expect(details(html)).toContain('Name: Northwind Motors');
  });
});

const customer: Customer = {
  id: 'u1',
  displayName: 'Harbour Logistics',
  code: 'HBR-LG',
  status: 'ACTIVE',
  moves: ['EDIT', 'DELETE'],
  deletedAt: null,
  openOrderCount: 1,
  client: { id: 'c1', displayName: 'Northwind Motors', code: 'NWM' },
  createdAt: '2026-02-01T10:00:00Z',
  version: 2,
};

const customerPage = (shown: Customer) =>
  render(
    <>
      <CustomerHeader customer={shown} reload={() => {}} />
      <CustomerDetailsTab customer={shown} reload={() => {}} />
    </>,
  );

describe('a customer’s details follow the server’s moves', () => {
  it('with EDIT: the form and Delete customer', () => {
    const html = customerPage(customer);
    expect(labels(html)).toEqual(expect.arrayContaining(['Name', 'Code']));
    expect(buttons(html)).toEqual(expect.arrayContaining(['Save', 'Delete customer']));
  });

  it('deleted (RESTORE only): read only, and Restore customer', () => {
    const html = customerPage({ ...customer, status: 'DELETED', moves: ['RESTORE'], deletedAt: '2026-11-30T09:00:00Z' });
    expect(html).not.toContain('<form');
    expect(buttons(html)).toEqual(['Restore customer']);
    expect(details(html)).toEqual(expect.arrayContaining(['Name: Harbour Logistics', 'Code: HBR-LG']));
  });
});
