import { COLORS, CONTENT_WIDTH, PAGE, type Writer } from '../../pdf/writer';

export type Field = { label: string; value: unknown; bold?: boolean; color?: (typeof COLORS)[keyof typeof COLORS] };

const LABEL = { size: 7, color: COLORS.muted } as const;

/** At most `max` lines, the last one marked when some were cut: a field never runs off the page. */
export const clip = (lines: readonly string[], max: number): string[] =>
  lines.length <= max ? [...lines] : [...lines.slice(0, max - 1), `${lines[max - 1]} …`];

/** Label-over-value cells, `columns` to a row; a row moves to a new page whole. */
export const drawFields = (writer: Writer, fields: readonly Field[], columns = 3) => {
  const gutter = 12;
  const width = (CONTENT_WIDTH - gutter * (columns - 1)) / columns;
  for (let start = 0; start < fields.length; start += columns) {
    const row = fields
      .slice(start, start + columns)
      .map((field) => ({ field, lines: clip(writer.lines(field.value, width, { bold: field.bold }), 6) }));
    const height = Math.max(...row.map(({ lines }) => lines.length)) * writer.lineHeight() + writer.lineHeight(LABEL) + 6;
    writer.ensure(height);
    row.forEach(({ field, lines }, index) => {
      const x = PAGE.margin + index * (width + gutter);
      const used = writer.textAt([field.label], x, writer.y, LABEL);
      writer.textAt(lines, x, writer.y - used, { bold: field.bold, color: field.color });
    });
    writer.y -= height;
  }
};

/** Blocks of lines side by side (the pickup and delivery parties, the signatures' captions). */
export const drawColumns = (writer: Writer, columns: ReadonlyArray<{ title: string; lines: readonly unknown[] }>) => {
  const gutter = 16;
  const width = (CONTENT_WIDTH - gutter * (columns.length - 1)) / columns.length;
  const wrapped = columns.map(({ title, lines }) => ({
    title,
    lines: clip(
      lines.flatMap((line) => writer.lines(line, width)),
      16,
    ),
  }));
  const height = Math.max(...wrapped.map(({ lines }) => lines.length)) * writer.lineHeight() + writer.lineHeight({ size: 8 }) + 8;
  writer.ensure(height);
  wrapped.forEach(({ title, lines }, index) => {
    const x = PAGE.margin + index * (width + gutter);
    const used = writer.textAt([title], x, writer.y, { size: 8, bold: true, color: COLORS.navy });
    writer.textAt(lines, x, writer.y - used, {});
  });
  writer.y -= height;
};
