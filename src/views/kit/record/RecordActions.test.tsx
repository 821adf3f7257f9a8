import { renderToStaticMarkup } from 'react-dom/server';
import { Client, Provider, type TypedDocumentNode } from 'urql';
import { describe, expect, it } from 'vitest';
import type { EventOption } from './EventOptionsBar';
import type { EventOptionsSource } from './eventOptions';
import { eventVariants, RecordActions, type RecordActionsProps } from './RecordActions';

type Variables = { id: string; event: string; input: { reason?: string } | null; version: number };
type RepairProps = RecordActionsProps<string, unknown, Variables>;

// Never sent: a static render only reads the bar (a document codegen would otherwise check against the schema).
const TransitionMutation = { kind: 'Document', definitions: [] } as unknown as TypedDocumentNode<unknown, Variables>;

const client = new Client({ url: 'http://localhost/graphql', exchanges: [] });

const render = (props: Partial<RepairProps> & Pick<RepairProps, 'record'>) =>
  renderToStaticMarkup(
    <Provider value={client}>
      <RecordActions
        mutation={TransitionMutation}
        noun="repair"
        legend="Actions of repair RP-1"
        idPrefix="repair-1"
        labelOf={(event) => event.charAt(0) + event.slice(1).toLowerCase()}
        refetch={() => {}}
        {...props}
      />
    </Provider>,
  );

// The options as a query selects them: masking is in the types only, the data is the same.
const record = (eventOptions: readonly EventOption<string>[]) => ({
  id: '1',
  number: 'RP-1',
  version: 3,
  eventOptions: eventOptions as unknown as EventOptionsSource,
});

describe('a record’s action bar from the server’s eventOptions', () => {
  it('shows the open events as buttons and the refused ones disabled with the machine’s reason', () => {
    const html = render({
      record: record([
        { event: 'APPROVE', enabled: true, refusal: null, reason: null },
        { event: 'INVOICE', enabled: false, refusal: 'RECORD', reason: 'The repair has no repair order yet.' },
        { event: 'DECLINE', enabled: true, refusal: null, reason: null },
      ]),
      danger: ['DECLINE'],
    });
    expect(html).toContain('<legend class="visually-hidden">Actions of repair RP-1</legend>');
    expect(html.match(/<button/g)).toHaveLength(3);
    expect(html).toMatch(/<button[^>]*btn-primary[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button[^>]*btn-danger[^>]*>Decline<\/button>/);
    expect(html).toContain(
      '<button aria-describedby="repair-1-why-INVOICE" type="button" class="btn btn-secondary" disabled="">Invoice</button>',
    );
    expect(html).toContain(
      '<li id="repair-1-why-INVOICE"><strong>Invoice</strong> is not possible yet: The repair has no repair order yet.</li>',
    );
  });

  it('names the events the role may not send once, and says so when nothing is left to press', () => {
    const html = render({
      record: record([
        { event: 'APPROVE', enabled: false, refusal: 'ROLE', reason: 'Your role cannot do this.' },
        { event: 'DECLINE', enabled: false, refusal: 'ROLE', reason: 'Your role cannot do this.' },
      ]),
      empty: 'No further steps for this repair.',
    });
    expect(html).not.toContain('<button');
    expect(html).toContain('No further steps for this repair.');
    expect(html).toContain('Not open to your role: Approve, Decline.');
  });

  it('shows only the events this bar sends when others are sent elsewhere', () => {
    const html = render({
      record: record([
        { event: 'SUBMIT', enabled: true, refusal: null, reason: null },
        { event: 'ACCEPT', enabled: true, refusal: null, reason: null },
      ]),
      only: ['ACCEPT'],
    });
    expect(html).toContain('>Accept</button>');
    expect(html).not.toContain('Submit');
  });
});

describe('the style of each event’s button', () => {
  const options = [
    { event: 'UNASSIGN', enabled: true },
    { event: 'CANCEL', enabled: true },
    { event: 'DELIVER', enabled: false },
    { event: 'AT_PORT', enabled: true },
    { event: 'PICKUP', enabled: true },
    { event: 'RELEASE', enabled: true },
  ];

  it('makes the first open forward step the main action, dangerous ones dangerous, the rest secondary', () => {
    const variant = eventVariants(options, ['CANCEL'], ['UNASSIGN', 'AT_PORT']);
    expect(options.map(({ event }) => variant(event))).toEqual(['secondary', 'danger', 'secondary', 'secondary', 'primary', 'secondary']);
  });

  it('has no main action when every open step is a side step or dangerous', () => {
    const variant = eventVariants(options.slice(0, 4), ['CANCEL'], ['UNASSIGN', 'AT_PORT']);
    expect(options.slice(0, 4).map(({ event }) => variant(event))).toEqual(['secondary', 'danger', 'secondary', 'secondary']);
  });
});
