import { DIAGRAM_ASPECT, type PanelKind, VEHICLE_PANELS } from '../../../src/domain/vehicleDiagram';
import { rgb } from 'pdf-lib';
import type { BolDamage, BolInput } from './bolInput';
import { clip } from './fields';
import { COLORS, CONTENT_WIDTH, heading, PAGE, type Writer } from '../../pdf/writer';

const DIAGRAM_WIDTH = 150;
const DIAGRAM_HEIGHT = DIAGRAM_WIDTH * DIAGRAM_ASPECT;
const LEGEND_HEIGHT = 56;
const MARKER = 6;

const FILL: Record<PanelKind, ReturnType<typeof rgb>> = {
  body: COLORS.white,
  glass: rgb(0.86, 0.92, 1),
  tire: rgb(0.22, 0.25, 0.32),
  wheel: rgb(0.82, 0.84, 0.86),
  lamp: rgb(0.99, 0.9, 0.54),
  trim: rgb(0.9, 0.91, 0.92),
};

type Tone = 'new' | 'pre' | 'normal';
const toneOf = (damage: BolDamage): Tone => (damage.newSinceLastCustody ? 'new' : damage.preExisting ? 'pre' : 'normal');
const TONE_COLOR: Record<Tone, ReturnType<typeof rgb>> = { new: COLORS.red, pre: COLORS.muted, normal: COLORS.navy };
const STATUS: Record<Tone, string> = { new: 'NEW since last custody', pre: 'Pre-existing', normal: '' };
const clamp = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5);

/** A numbered marker: new damage a red diamond (not only a colour), the rest a circle. */
const drawMarker = (writer: Writer, number: number, tone: Tone, cx: number, cy: number) => {
  const color = TONE_COLOR[tone];
  if (tone === 'new') {
    const r = MARKER * 1.35;
    writer.page.drawSvgPath(`M 0 ${-r} L ${r} 0 L 0 ${r} L ${-r} 0 Z`, {
      x: cx,
      y: cy,
      color,
      borderColor: COLORS.white,
      borderWidth: 0.8,
    });
  } else writer.page.drawCircle({ x: cx, y: cy, size: MARKER, color, borderColor: COLORS.white, borderWidth: 0.8 });
  const text = String(number);
  const size = text.length > 2 ? 5 : 6.5;
  const width = writer.font(true).widthOfTextAtSize(text, size);
  writer.page.drawText(text, { x: cx - width / 2, y: cy - size * 0.36, size, font: writer.font(true), color: COLORS.white });
};

const drawDiagram = (writer: Writer, damages: readonly BolDamage[], left: number, top: number) => {
  for (const panel of VEHICLE_PANELS) {
    const path = panel.points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'} ${x * DIAGRAM_WIDTH} ${y * DIAGRAM_HEIGHT}`).join(' ');
    writer.page.drawSvgPath(`${path} Z`, { x: left, y: top, color: FILL[panel.kind], borderColor: COLORS.muted, borderWidth: 0.5 });
  }
  for (const damage of damages)
    drawMarker(writer, damage.number, toneOf(damage), left + clamp(damage.x) * DIAGRAM_WIDTH, top - clamp(damage.y) * DIAGRAM_HEIGHT);
  const legend = [
    ['new', 'New since last custody'],
    ['pre', 'Pre-existing'],
    ['normal', 'Other damage'],
  ] as const;
  legend.forEach(([tone, words], index) => {
    const rowTop = top - DIAGRAM_HEIGHT - 8 - index * (2 * MARKER + 5);
    drawMarker(writer, 1, tone, left + MARKER, rowTop - MARKER);
    writer.textAt([words], left + 2 * MARKER + 6, rowTop - 2, { size: 7.5 });
  });
};

type Columns = { x: number; width: number };
const STATUS_WIDTH = 100;
const STATUS_STYLE = { size: 8, bold: true } as const;
const columnsOf = ({ x, width }: Columns) => ({
  number: x,
  code: x + 18,
  text: x + 58,
  textWidth: width - 58 - STATUS_WIDTH - 8,
  status: x + width - STATUS_WIDTH,
});

const drawTableHeader = (writer: Writer, columns: Columns) => {
  const at = columnsOf(columns);
  const style = { size: 7, bold: true, color: COLORS.muted };
  const titles = [
    ['#', at.number],
    ['Code', at.code],
    ['Damage', at.text],
    ['Status', at.status],
  ] as const;
  for (const [title, x] of titles) writer.textAt([title], x, writer.y, style);
  writer.y -= writer.lineHeight(style) + 2;
};

const rowOf = (writer: Writer, damage: BolDamage, columns: Columns) => {
  const { textWidth } = columnsOf(columns);
  const description = clip(writer.lines(damage.description, textWidth, { bold: true }), 4);
  const note = damage.note ? clip(writer.lines(damage.note, textWidth, { color: COLORS.muted }), 8) : [];
  const status = writer.lines(STATUS[toneOf(damage)], STATUS_WIDTH, STATUS_STYLE);
  const height = Math.max(description.length + note.length, status.length, 1) * writer.lineHeight() + 5;
  return { description, note, status, height };
};

const drawRow = (writer: Writer, damage: BolDamage, columns: Columns, row: ReturnType<typeof rowOf>) => {
  const at = columnsOf(columns);
  const tone = toneOf(damage);
  writer.textAt([String(damage.number)], at.number, writer.y, { bold: true });
  writer.textAt(writer.lines(damage.code, 38).slice(0, 1), at.code, writer.y, {});
  const used = writer.textAt(row.description, at.text, writer.y, { bold: true });
  writer.textAt(row.note, at.text, writer.y - used, { color: COLORS.muted });
  writer.textAt(row.status, at.status, writer.y, { ...STATUS_STYLE, color: TONE_COLOR[tone] });
  writer.y -= row.height;
  const [start, end] = [
    { x: columns.x, y: writer.y + 2 },
    { x: columns.x + columns.width, y: writer.y + 2 },
  ];
  writer.page.drawLine({ start, end, thickness: 0.3, color: COLORS.rule });
};

/** The diagram with its numbered markers, and the table beside it, flowing below it and onto new pages. */
export const drawDamages = (writer: Writer, input: BolInput) => {
  heading(writer, `Damage (${input.damages.length})`, DIAGRAM_HEIGHT + LEGEND_HEIGHT);
  const top = writer.y;
  const floor = top - DIAGRAM_HEIGHT - LEGEND_HEIGHT;
  drawDiagram(writer, input.damages, PAGE.margin, top);
  let columns: Columns = { x: PAGE.margin + DIAGRAM_WIDTH + 20, width: CONTENT_WIDTH - DIAGRAM_WIDTH - 20 };
  let beside = true;
  if (input.damages.length === 0) writer.textAt(['No damage recorded.'], columns.x, top, {});
  else drawTableHeader(writer, columns);
  for (const damage of input.damages) {
    let row = rowOf(writer, damage, columns);
    if (beside && writer.y - row.height < floor) {
      beside = false;
      writer.y = floor - 6;
      columns = { x: PAGE.margin, width: CONTENT_WIDTH };
      row = rowOf(writer, damage, columns);
      writer.ensure(row.height + 14);
      drawTableHeader(writer, columns);
    } else if (!beside && writer.ensure(row.height)) drawTableHeader(writer, columns);
    drawRow(writer, damage, columns, row);
  }
  if (beside) writer.y = floor;
  writer.gap(6);
};
