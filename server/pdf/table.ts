import { COLORS, CONTENT_WIDTH, PAGE, type TextStyle, type Writer } from './writer';

/** A column of a table: its title, its share of the content width, and its cell's text for a row. */
export type Column<Row> = {
  title: string;
  /** A share of the width: the table divides the content width in proportion to the columns' shares. */
  share: number;
  align?: 'left' | 'right';
  cell: (row: Row) => string;
};

const PAD = 4;
const HEAD: TextStyle = { size: 7.5, bold: true, color: COLORS.muted };
const BODY: TextStyle = { size: 8.5 };

/** Where each column starts and how wide it is, in points. */
const layout = <Row>(columns: readonly Column<Row>[]) => {
  const total = columns.reduce((sum, column) => sum + column.share, 0);
  let x = PAGE.margin;
  return columns.map((column) => {
    const width = (column.share / total) * CONTENT_WIDTH;
    const at = { x, width };
    x += width;
    return at;
  });
};

/**
 * A table from the cursor down: a shaded header row, then each row with its cells wrapped to their columns (amounts
 * right-aligned), a rule under each; a row that does not fit starts a new page, which repeats the header.
 */
export const drawTable = <Row>(writer: Writer, columns: readonly Column<Row>[], rows: readonly Row[]) => {
  const at = layout(columns);
  const lineHeight = writer.lineHeight(BODY);
  const drawCells = (texts: readonly string[][], style: TextStyle, top: number) => {
    texts.forEach((lines, index) => {
      const { x, width } = at[index];
      if (columns[index].align !== 'right') {
        writer.textAt(lines, x + PAD, top, style);
        return;
      }
      lines.forEach((line, row) => {
        const textWidth = writer.font(style.bold).widthOfTextAtSize(line, style.size ?? 9);
        writer.textAt([line], x + width - PAD - textWidth, top - row * writer.lineHeight(style), style);
      });
    });
  };
  const header = () => {
    const height = writer.lineHeight(HEAD) + 2 * PAD;
    writer.page.drawRectangle({ x: PAGE.margin, y: writer.y - height, width: CONTENT_WIDTH, height, color: COLORS.shade });
    drawCells(
      columns.map((column) => [column.title.toUpperCase()]),
      HEAD,
      writer.y - PAD + 1,
    );
    writer.y -= height;
  };
  writer.ensure(writer.lineHeight(HEAD) + 2 * PAD + lineHeight + 2 * PAD);
  header();
  for (const row of rows) {
    const texts = columns.map((column, index) => writer.lines(column.cell(row), at[index].width - 2 * PAD, BODY));
    const height = Math.max(1, ...texts.map((lines) => lines.length)) * lineHeight + 2 * PAD;
    if (writer.ensure(height)) header();
    drawCells(texts, BODY, writer.y - PAD + 1);
    writer.y -= height;
    writer.page.drawLine({
      start: { x: PAGE.margin, y: writer.y },
      end: { x: PAGE.width - PAGE.margin, y: writer.y },
      thickness: 0.4,
      color: COLORS.rule,
    });
  }
};

/** Label and amount pairs right-aligned under a table (subtotal, tax, total …); `strong` ones in bold. */
export const drawTotals = (writer: Writer, totals: readonly { label: string; value: string; strong?: boolean }[]) => {
  const right = PAGE.width - PAGE.margin - PAD;
  const labelRight = right - 110;
  writer.gap(4);
  for (const total of totals) {
    const style: TextStyle = { size: total.strong ? 10 : 8.5, bold: total.strong };
    writer.ensure(writer.lineHeight(style));
    const measure = (text: string) => writer.font(style.bold).widthOfTextAtSize(text, style.size ?? 9);
    writer.textAt([total.label], labelRight - measure(total.label), writer.y, {
      ...style,
      color: total.strong ? COLORS.ink : COLORS.muted,
    });
    writer.textAt([total.value], right - measure(total.value), writer.y, style);
    writer.y -= writer.lineHeight(style) + 1;
  }
};
