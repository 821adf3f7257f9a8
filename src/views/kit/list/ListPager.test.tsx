import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ListPager } from './ListPager';

const noun = { one: 'vehicle', many: 'vehicles' };
const info = { total: 1234, currentPage: 2, lastPage: 50, firstItem: 26, lastItem: 50 };
const render = (node: React.ReactNode) => renderToStaticMarkup(<Router ssrPath="/admin/vehicles">{node}</Router>);

describe("a list's pager", () => {
  it('says where the page sits and links the pages around it where the page is in the URL', () => {
    const html = render(<ListPager info={info} noun={noun} locale="en-US" pageHref={(page) => `/admin/vehicles?page=${page}`} />);
    expect(html).toContain('<nav class="pager" aria-label="Pages of vehicles"><p class="muted">26–50 of 1,234 vehicles</p>');
    expect(html).toContain('<a href="/admin/vehicles?page=1" class="btn btn-secondary btn-small">Previous page</a>');
    expect(html).toContain('<a href="/admin/vehicles?page=3" class="btn btn-secondary btn-small">Next page</a>');
  });

  it('leaves out the links that lead nowhere, and offers buttons where the list is not in the URL', () => {
    const last = { ...info, currentPage: 50, firstItem: 1226, lastItem: 1234, hasMorePages: false };
    const linked = render(<ListPager info={last} noun={noun} locale="en-US" pageHref={(page) => `?page=${page}`} />);
    expect(linked).toContain('Previous page');
    expect(linked).not.toContain('Next page');
    const buttons = render(<ListPager info={{ ...info, currentPage: 1, firstItem: 1, lastItem: 25 }} noun={noun} onPage={() => {}} />);
    expect(buttons).toMatch(/<button type="button" class="btn btn-secondary btn-small" disabled="">Previous page<\/button>/);
    expect(buttons).toMatch(/<button type="button" class="btn btn-secondary btn-small">Next page<\/button>/);
  });
});
