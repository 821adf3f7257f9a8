import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PdfLink } from './PdfLink';

// The unit project runs in Node (no DOM): the link is rendered to HTML.
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('PdfLink', () => {
  it('downloads the stored file, named by what it is of', () => {
    const html = renderToString(<PdfLink file={{ url: '/media/m1/INV-100001.pdf', fileName: 'INV-100001.pdf' }} of="invoice INV-100001" />);
    expect(html).toContain('href="/media/m1/INV-100001.pdf?download=1"');
    expect(html).toContain('download="INV-100001.pdf"');
    expect(text(html)).toBe('PDF of invoice INV-100001');
  });

  it('says why there is none yet, as no link', () => {
    const html = renderToString(<PdfLink file={null} of="invoice INV-100002" missing="Made when it is issued." />);
    expect(html).not.toContain('<a');
    expect(text(html)).toBe('Made when it is issued.');
  });
});
