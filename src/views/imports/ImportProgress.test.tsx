import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImportProblems } from './ImportProblems';
import { ImportProgress } from './ImportProgress';
import { errorFileName } from './download';
import { isRunning, progressPercent } from './progressFigures';

// The unit project runs in Node (no DOM): the pieces are rendered to strings.
describe('a spreadsheet import’s progress', () => {
  it('draws the running step’s bar at the share of rows gone through', () => {
    const html = renderToStaticMarkup(<ImportProgress job={{ status: 'IMPORTING', totalRows: 10_000, processedRows: 2_550 }} />);
    expect(html).toContain(
      'role="progressbar" aria-label="Importing orders" aria-valuemin="0" aria-valuemax="100" aria-valuenow="25" aria-valuetext="2,550 of 10,000 rows (25%)"',
    );
    expect(renderToStaticMarkup(<ImportProgress job={{ status: 'CHECKING', totalRows: 4, processedRows: 4 }} />)).toContain(
      'Checking rows: 4 of 4 rows (100%)',
    );
  });

  it('counts an empty file as done, never past 100%, and polls only while checking or importing', () => {
    expect(progressPercent({ status: 'CHECKING', totalRows: 0, processedRows: 0 })).toBe(100);
    expect(progressPercent({ status: 'IMPORTING', totalRows: 3, processedRows: 5 })).toBe(100);
    expect(['UPLOADED', 'CHECKING', 'CHECKED', 'IMPORTING', 'DONE', 'FAILED'].filter((s) => isRunning(s as never))).toEqual([
      'CHECKING',
      'IMPORTING',
    ]);
  });

  it('lists the rows with problems and says when the error file has more', () => {
    const html = renderToStaticMarkup(<ImportProblems problems={[{ row: 4, messages: ['VIN: bad.', 'Make: required.'] }]} total={120} />);
    expect(html).toContain('<td>4</td><td>VIN: bad. Make: required.</td>');
    expect(html).toContain('The first 1 of 120 rows with problems; the error file lists them all.');
    expect(renderToStaticMarkup(<ImportProblems problems={[]} total={0} />)).toBe('');
    expect(errorFileName('weekly list.xlsx')).toBe('weekly list-errors.csv');
  });
});
