import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table } from './Table';

// The unit project runs in Node (no DOM): the table is rendered to a string.
describe('a plain data table', () => {
  it('draws the hidden caption, the shown headings and the rows', () => {
    const canEdit = false;
    const html = renderToStaticMarkup(
      <Table caption="Offices" headings={[{ hidden: 'Select' }, 'Office', canEdit && 'Actions']} className="offices">
        <tr>
          <td>x</td>
          <td>Main</td>
        </tr>
      </Table>,
    );
    expect(html).toBe(
      '<div class="table-wrap"><table class="table offices"><caption class="visually-hidden">Offices</caption>' +
        '<thead><tr><th scope="col"><span class="visually-hidden">Select</span></th><th scope="col">Office</th></tr></thead>' +
        '<tbody><tr><td>x</td><td>Main</td></tr></tbody></table></div>',
    );
  });
});
