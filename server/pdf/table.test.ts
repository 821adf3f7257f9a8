import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type Column, drawTable, drawTotals } from './table';
import { createWriter } from './writer';

type Line = { n: number; description: string; amount: string };
const COLUMNS: Column<Line>[] = [
  { title: 'Line', share: 1, cell: (line) => String(line.n) },
  { title: 'Description', share: 6, cell: (line) => line.description },
  { title: 'Amount', share: 2, align: 'right', cell: (line) => line.amount },
];

/** The pages' text as pdf.js reads it. */
const pagesOf = async (bytes: Uint8Array) => {
  const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  return { text: text as string[], totalPages };
};

describe('drawTable', () => {
  it('wraps long cells, breaks pages and repeats the header on each, and draws the totals', async () => {
    const doc = await PDFDocument.create();
    const writer = await createWriter(doc);
    const lines = Array.from({ length: 90 }, (_, i) => ({
      n: i + 1,
      description: i === 0 ? `Transport, ${'a long route description '.repeat(8)}end` : `Leg ${i + 1} → Albany`,
      amount: `${(i + 1) * 10}.00`,
    }));
    drawTable(writer, COLUMNS, lines);
    drawTotals(writer, [
      { label: 'Subtotal', value: '40,950.00' },
      { label: 'Total', value: '40,950.00', strong: true },
    ]);
    const { text, totalPages } = await pagesOf(await doc.save());
    expect(totalPages).toBeGreaterThan(1);
    for (const page of text) expect(page).toContain('DESCRIPTION');
    const all = text.join('\n');
    expect(all).toContain('Leg 90 -> Albany');
    expect(all).toContain('900.00');
    expect(all).toContain('end');
    expect(text[text.length - 1]).toContain('Total');
  });

  it('draws an empty table as its header alone', async () => {
    const doc = await PDFDocument.create();
    drawTable(await createWriter(doc), COLUMNS, []);
    const { text, totalPages } = await pagesOf(await doc.save());
    expect(totalPages).toBe(1);
    expect(text[0]).toContain('AMOUNT');
  });
});
