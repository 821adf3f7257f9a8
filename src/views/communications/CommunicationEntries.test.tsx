import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Client as UrqlClient, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import type { FragmentType } from '@/generated';
import { TenantActor } from '../kit/app/actors';
import { CommunicationEntries } from './CommunicationEntries';
import type { CommunicationEntryItemFragment } from './communications.graphql';
import { LogContactForm } from './LogContactForm';

// Rendered to HTML in Node, read back as a user meets it: links by their text and address, inputs by their labels.
const urql = new UrqlClient({ url: 'http://localhost/graphql', exchanges: [] });
const render = (view: ReactNode) =>
  renderToString(
    <TenantActor.Provider options={{ input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <Provider value={urql}>{view}</Provider>
    </TenantActor.Provider>,
  ).replaceAll('<!-- -->', '');

const text = (html: string) => html.replace(/<[^>]+>/g, '').trim();
const links = (html: string) => [...html.matchAll(/<a href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => `${text(m[2])} → ${m[1]}`);
const labels = (html: string) => [...html.matchAll(/<label\b[^>]*>(.*?)<\/label>/g)].map((m) => text(m[1]));

// The data as a query selects it: masking is in the types only.
const entry = {
  id: 'e1',
  subjectKind: 'LEG',
  subjectId: 'l1',
  direction: 'OUTBOUND',
  channel: 'CALL',
  contactName: 'Dana Reyes',
  contactPhone: '+1 (404) 555-0142',
  contactEmail: 'dana@example.com',
  outcome: 'LEFT_MESSAGE',
  notes: 'Call back after lunch.',
  callbackAt: '2026-12-07T17:30:00Z',
  callbackOwnerName: 'Call Center Demo',
  remindedAt: null,
  userName: 'Call Center Demo',
  createdAt: '2026-12-06T15:00:00Z',
} as unknown as FragmentType<typeof CommunicationEntryItemFragment>;

describe('the communication log', () => {
  it('shows an entry with tel: and mailto: links, its outcome, notes and callback', () => {
    const html = render(<CommunicationEntries entries={[entry]} />);
    expect(links(html)).toEqual(['+1 (404) 555-0142 → tel:+14045550142', 'dana@example.com → mailto:dana@example.com']);
    expect(text(html)).toContain('Outbound call');
    expect(text(html)).toContain('Left message');
    expect(text(html)).toContain('Call back after lunch.');
    expect(text(html)).toMatch(/Callback .*\(Call Center Demo\)/);
  });

  it('labels every field of "Log a contact"', () => {
    const html = render(<LogContactForm subject={{ kind: 'LEG', id: 'l1' }} contacts={[]} onLogged={() => undefined} />);
    expect(labels(html)).toEqual([
      'Direction',
      'Channel',
      'Contact',
      'Contact name',
      'Contact phone',
      'Contact e-mail',
      'Outcome',
      'Callback at',
      'Notes',
    ]);
    expect(html).toContain('aria-label="Log a contact"');
  });
});
