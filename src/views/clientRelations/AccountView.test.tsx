import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../kit/testing/renderStatic';
import { AccountView } from './AccountView';
import { ScopeSwitch } from './ScopeSwitch';

// The unit project runs in Node (no DOM): the account view is rendered to HTML with its query answered at once, and
// read back by its text and its links (the communication log is a lazy chunk: its place shows its loading state).
const HEALTH = {
  clientHealth: {
    since: '2026-09-08',
    orders: 2,
    legsDelivered: 3,
    legsPromised: 2,
    legsOnTime: 1,
    onTimeRate: 0.5,
    legsDamaged: 1,
    damageRate: 0.333,
    invoicesPaid: 1,
    averagePaymentDays: 20,
    openIssues: [
      { kind: 'LATE_PICKUP', id: 'l1', number: 'O-100001-1', href: '/order-legs/l1', since: '2026-12-03' },
      { kind: 'OVERDUE_INVOICE', id: 'i1', number: 'INV-100020', href: null, since: '2026-12-01' },
    ],
    client: {
      __typename: 'Client',
      id: 'c1',
      displayName: 'Health Motors',
      accountManager: { __typename: 'AccountManager', id: 'u1', name: 'Casey Relations' },
      contacts: [
        {
          __typename: 'ClientContact',
          id: 'ct1',
          type: 'PRIMARY',
          fullName: 'Ines Ortega',
          title: 'Fleet manager',
          email: 'ines@health.test',
          phone: '215-555-0199',
          phoneExt: '42',
          mobilePhone: null,
        },
      ],
    },
  },
};

const renderHtml = (answer: unknown) =>
  renderStatic(<AccountView clientId="c1" />, { path: '/client-relations/clients', answers: { ClientAccountView: answer } });
const render = (answer: unknown) => textOf(renderHtml(answer));

describe('an account’s view', () => {
  it('shows its 90 days, what is open with links, and whom to call', () => {
    const html = renderHtml(HEALTH);
    const text = render(HEALTH);
    expect(text).toContain('Account manager: Casey Relations');
    expect(text).toContain('Orders since 2026-09-08 2');
    expect(text).toContain('On time 50% (1 of 2 with a promised day)');
    expect(text).toContain('Damage rate 33% (1 of 3)');
    expect(text).toContain('Days to pay 20 days (1 invoices paid)');
    expect(text).toContain('Late pickup: O-100001-1 (due 2026-12-03)');
    expect(text).toContain('Overdue invoice: INV-100020 (due 2026-12-01)');
    expect(html).toContain('href="/order-legs/l1"');
    expect(html).toContain('href="tel:215-555-0199"');
    expect(html).toContain('href="mailto:ines@health.test"');
  });

  it('says nothing is open, and no contacts yet', () => {
    const empty = { clientHealth: { ...HEALTH.clientHealth, openIssues: [], client: { ...HEALTH.clientHealth.client, contacts: [] } } };
    const text = render(empty);
    expect(text).toContain('Nothing open.');
    expect(text).toContain('No contacts yet.');
  });

  it('waits for its answer before it shows a figure', () => {
    expect(render(undefined)).toContain('Loading the account');
  });
});

describe('the scope switch', () => {
  it('offers the scopes it is given, the chosen one checked', () => {
    const html = renderStatic(<ScopeSwitch scope="TEAM" scopes={['TEAM', 'ME', 'ALL']} onChange={() => {}} />);
    expect(html).toContain('<legend>Accounts</legend>');
    expect(html).toMatch(/checked="" value="TEAM"/);
    expect(html).toContain('The team&#x27;s accounts');
    expect(html).toContain('Every account');
  });
});
