import { renderToString } from 'react-dom/server';
import { Client as UrqlClient, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { TiersForm } from './RebateTiersPanel';
import { tierDrafts } from './tiersDraft';

// The unit project runs in Node (no DOM): the form is rendered to HTML and read back as a user meets it, the inputs by
// their labels and the buttons by their names. Requests never answer.
const urql = new UrqlClient({ url: 'http://localhost/graphql', exchanges: [] });
const render = (initial: Parameters<typeof TiersForm>[0]['initial']) =>
  renderToString(
    <Provider value={urql}>
      <TiersForm clientId="c1" initial={initial} />
    </Provider>,
  ).replaceAll('<!-- -->', '');

const text = (html: string) => html.replace(/<[^>]+>/g, '').trim();
const named = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, 'g'))].map((m) => text(m[1]));

describe('the rebate tiers form', () => {
  it('shows each stored tier as its legs and percent, with its own Remove button, Add a tier and Save', () => {
    const html = render(
      tierDrafts([
        { minLegs: 10, rateBp: 100 },
        { minLegs: 50, rateBp: 250 },
      ]),
    );
    expect(named(html, 'legend')).toEqual(['Tier 1', 'Tier 2']);
    expect(named(html, 'label')).toEqual(['From legs delivered', 'Rebate (%)', 'From legs delivered', 'Rebate (%)']);
    expect([...html.matchAll(/<input[^>]*value="([^"]*)"/g)].map((m) => m[1])).toEqual(['10', '1', '50', '2.5']);
    expect(named(html, 'button')).toEqual(['Remove tier 1', 'Remove tier 2', 'Add a tier', 'Save rebate tiers']);
  });

  it('says a client without tiers is owed no rebate, and offers no Add past ten tiers', () => {
    expect(text(render([]))).toContain('No tiers: the client is owed no volume rebate.');
    const ten = render(Array.from({ length: 10 }, (_, index) => ({ minLegs: String(index + 1), percent: '1' })));
    expect(named(ten, 'button')).not.toContain('Add a tier');
  });
});
