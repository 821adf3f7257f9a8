import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PickedValue } from './PickedValue';
import { SearchMatches } from './SearchMatches';

// The unit project runs in Node (no DOM): the pieces are rendered to a string.
const noop = () => {};

describe("a search picker's pieces", () => {
  it('lists each match with its Choose button, named for the match where its text alone is "Choose"', () => {
    const html = renderToStaticMarkup(
      <SearchMatches
        searching
        fetching={false}
        busyText="Searching vehicles…"
        noneText="No vehicle matches."
        matches={[
          { key: 'a', choose: 'Choose', name: 'Choose 2020 Ford F-150', onChoose: noop, description: '2020 Ford F-150' },
          { key: 'b', choose: 'Choose order O-100042', onChoose: noop, description: 'Acme · no vehicle' },
        ]}
      />,
    );
    expect(html).toMatch(/<button aria-label="Choose 2020 Ford F-150" [^>]*>Choose<\/button> 2020 Ford F-150/);
    expect(html).toMatch(/<button type="button" class="btn btn-secondary btn-small">Choose order O-100042<\/button> Acme · no vehicle/);
    expect(html).not.toContain('No vehicle matches.');
  });

  it('says it is searching, then that nothing matches, and nothing before the search runs', () => {
    const props = { busyText: 'Searching orders…', noneText: 'No order matches “O-9”.', matches: [] };
    expect(renderToStaticMarkup(<SearchMatches {...props} searching fetching />)).toContain('Searching orders…');
    expect(renderToStaticMarkup(<SearchMatches {...props} searching fetching={false} />)).toContain('No order matches “O-9”.');
    expect(renderToStaticMarkup(<SearchMatches {...props} searching={false} fetching={false} />)).toBe('<div aria-live="polite"></div>');
  });

  it('shows the chosen value under its label with the way back', () => {
    const html = renderToStaticMarkup(
      <PickedValue label="Register to" change="Change register to" onChange={noop}>
        Main office (Austin, TX)
      </PickedValue>,
    );
    expect(html).toContain('<p class="field-label">Register to</p><p>Main office (Austin, TX)</p>');
    expect(html).toContain('>Change register to</button>');
  });
});
