import { COLORS, CONTENT_WIDTH, PAGE, type Writer } from './writer';

/** The issuer of a money document and what the document is: its title and the facts that name it (number, dates). */
export type Letterhead = { issuer: string; addressLines: readonly string[]; title: string; facts: readonly string[] };

/** An address typed as lines (the tenant's settings), blank lines dropped. */
export const addressLines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r\n|[\r\n]/)
    .map((line) => line.trim())
    .filter(Boolean);

const HALF = CONTENT_WIDTH / 2 - 8;

/** The issuer's name and address on the left, the title and its facts right-aligned on the right, then a gap. */
export const drawLetterhead = (writer: Writer, head: Letterhead) => {
  const top = writer.y;
  const name = writer.lines(head.issuer, HALF, { size: 15, bold: true }).slice(0, 2);
  let left = writer.textAt(name, PAGE.margin, top, { size: 15, bold: true });
  const address = head.addressLines.flatMap((line) => writer.lines(line, HALF, { color: COLORS.muted }));
  left += writer.textAt(address, PAGE.margin, top - left - 2, { color: COLORS.muted }) + 2;
  const rightLines: { text: string; size: number; bold: boolean }[] = [
    { text: head.title.toUpperCase(), size: 14, bold: true },
    ...head.facts.map((text) => ({ text, size: 9, bold: false })),
  ];
  let right = 0;
  for (const line of rightLines) {
    const text = writer.lines(line.text, HALF, line)[0] ?? '';
    const width = writer.font(line.bold).widthOfTextAtSize(text, line.size);
    right += writer.textAt([text], PAGE.width - PAGE.margin - width, top - right, {
      size: line.size,
      bold: line.bold,
      color: line.bold ? COLORS.navy : COLORS.ink,
    });
  }
  writer.y = top - Math.max(left, right) - 14;
};

/** Side-by-side blocks (bill to, remit to; payee, period) under a small title each, the cursor below the tallest. */
export const drawBlocks = (writer: Writer, blocks: readonly { title: string; lines: readonly string[] }[]) => {
  const width = CONTENT_WIDTH / Math.max(1, blocks.length) - 8;
  const wrapped = blocks.map((block) => block.lines.flatMap((line) => writer.lines(line, width)));
  const tallest = Math.max(0, ...wrapped.map((lines) => lines.length));
  writer.ensure(14 + tallest * writer.lineHeight());
  const top = writer.y;
  let used = 0;
  blocks.forEach((block, index) => {
    const x = PAGE.margin + index * (width + 8);
    const title = writer.textAt([block.title.toUpperCase()], x, top, { size: 7.5, bold: true, color: COLORS.muted });
    used = Math.max(used, title + writer.textAt(wrapped[index], x, top - title, {}));
  });
  writer.y = top - used - 10;
};
