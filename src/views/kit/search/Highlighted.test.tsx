import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_POST_TAG as POST, HIGHLIGHT_PRE_TAG as PRE, Highlighted, highlightParts } from './Highlighted';

const html = (value: string) => renderToStaticMarkup(<Highlighted value={value} />);

describe('highlightParts', () => {
  it('marks what lies between the tags', () => {
    expect(highlightParts(`VIN 1HGCM8${PRE}2633A0${POST}04352`)).toEqual([
      { text: 'VIN 1HGCM8', marked: false },
      { text: '2633A0', marked: true },
      { text: '04352', marked: false },
    ]);
  });

  it('keeps a value without tags whole, and marks an unclosed tag to the end', () => {
    expect(highlightParts('Toyota Corolla')).toEqual([{ text: 'Toyota Corolla', marked: false }]);
    expect(highlightParts(`O-${PRE}1001`)).toEqual([
      { text: 'O-', marked: false },
      { text: '1001', marked: true },
    ]);
    expect(highlightParts('')).toEqual([]);
  });
});

describe('Highlighted', () => {
  it('renders only the highlight tags as <mark>', () => {
    expect(html(`${PRE}Coro${POST}lla`)).toBe('<mark>Coro</mark><span>lla</span>');
  });

  it('escapes markup in the record and in the marked part', () => {
    const out = html(`<img src=x onerror=alert(1)> ${PRE}<b>Acme</b>${POST} & <mark>co</mark>`);
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<b>');
    expect(out).toBe(
      '<span>&lt;img src=x onerror=alert(1)&gt; </span><mark>&lt;b&gt;Acme&lt;/b&gt;</mark><span> &amp; &lt;mark&gt;co&lt;/mark&gt;</span>',
    );
  });
});
