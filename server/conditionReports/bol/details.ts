import type { InspectionItemCode } from '../../../src/generated/enums';
import type { BolInput } from './bolInput';
import { clip, drawFields } from './fields';
import { label, labels } from './format';
import { COLORS, CONTENT_WIDTH, heading, PAGE, type Writer } from '../../pdf/writer';

const ITEM_LABEL: Record<InspectionItemCode, string> = {
  EXT_FRONT: 'Exterior: front',
  EXT_REAR: 'Exterior: rear',
  EXT_LEFT: 'Exterior: left side',
  EXT_RIGHT: 'Exterior: right side',
  EXT_ROOF: 'Exterior: roof',
  INT_SEATS: 'Interior: seats',
  INT_DASH: 'Interior: dash',
  INT_CARPET: 'Interior: carpet',
  INT_HEADLINER: 'Interior: headliner',
  INT_WARNING_LIGHTS: 'Interior: warning lights',
  TIRE_LF: 'Tire: left front',
  TIRE_RF: 'Tire: right front',
  TIRE_LR: 'Tire: left rear',
  TIRE_RR: 'Tire: right rear',
  TIRE_SPARE: 'Tire: spare',
  LIGHT_HEAD: 'Lights: head',
  LIGHT_TAIL: 'Lights: tail',
  LIGHT_FOG: 'Lights: fog',
  GLASS_WS: 'Glass: windshield',
  GLASS_REAR: 'Glass: rear',
  GLASS_SIDE: 'Glass: side',
  ODOMETER: 'Odometer',
  VIN: 'VIN',
  KEYS: 'Keys',
  DOCS: 'Documents',
  LOOSE_ITEMS: 'Loose items',
  PLATES: 'Plates',
  FLUID_LEAK: 'Fluid leak',
};

const RESULT: Record<string, string> = { PASS: 'Pass', FAIL: 'FAIL', N_A: 'N/A' };
const NOTE_MAX = 8000;

/** The inspection items as a three-column table (item, result, note), continued on the next page with its header. */
export const drawItems = (writer: Writer, input: BolInput) => {
  heading(writer, 'Inspection');
  if (input.items.length === 0) {
    writer.text('No items answered.');
    return;
  }
  const [itemX, resultX, noteX] = [PAGE.margin, PAGE.margin + 150, PAGE.margin + 200];
  const noteWidth = CONTENT_WIDTH - 200;
  const header = () => {
    const style = { size: 7, bold: true, color: COLORS.muted };
    writer.textAt(['Item'], itemX, writer.y, style);
    writer.textAt(['Result'], resultX, writer.y, style);
    writer.textAt(['Note'], noteX, writer.y, style);
    writer.y -= writer.lineHeight(style) + 1;
  };
  header();
  for (const item of input.items) {
    const note = clip(writer.lines(item.note ?? '', noteWidth), 10);
    const height = Math.max(note.length, 1) * writer.lineHeight() + 2;
    if (writer.ensure(height)) header();
    const failed = item.result === 'FAIL';
    writer.textAt(writer.lines(ITEM_LABEL[item.code] ?? label(item.code), 145).slice(0, 1), itemX, writer.y, {});
    writer.textAt([RESULT[item.result] ?? label(item.result)], resultX, writer.y, {
      bold: failed,
      color: failed ? COLORS.red : COLORS.ink,
    });
    writer.textAt(note, noteX, writer.y, {});
    writer.y -= height;
  }
};

/** Interior, loose items, wash, what made the inspection harder, and the driver's notes. */
export const drawConditions = (writer: Writer, input: BolInput) => {
  heading(writer, 'Conditions and notes');
  drawFields(writer, [
    { label: 'Interior', value: labels(input.interiorConditions) },
    { label: 'Wash', value: label(input.washType) },
    { label: 'Obstructions', value: labels(input.obstructions), color: input.obstructions.length ? COLORS.red : undefined },
  ]);
  const loose = input.looseItems.map((item) => `${label(item.spot)}: ${item.description}`);
  drawFields(writer, [{ label: 'Loose items', value: loose.length ? loose.join('; ') : 'None' }], 1);
  if (!input.notes) return;
  const notes = input.notes.length > NOTE_MAX ? `${input.notes.slice(0, NOTE_MAX)} … (cut: the full notes are on the report)` : input.notes;
  writer.text('Notes', { size: 7, color: COLORS.muted });
  writer.text(notes);
};
