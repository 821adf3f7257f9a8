import type { BolInput, BolParty } from './bolInput';
import { clip, drawColumns, drawFields } from './fields';
import { formatGps, formatTime, label, orDash, zoneName } from './format';
import { COLORS, CONTENT_WIDTH, heading, PAGE, type Writer } from '../../pdf/writer';

const right = (writer: Writer, line: string, top: number, size: number, bold = false) => {
  // One line at most half the page wide: a runaway number is cut, not drawn over the operator's name.
  const text = writer.lines(line, CONTENT_WIDTH / 2, { size, bold })[0] ?? '';
  const width = writer.font(bold).widthOfTextAtSize(text, size);
  writer.textAt([text], PAGE.width - PAGE.margin - width, top, { size, bold });
};

/** The operator, the document's name, the report's number and status, the order and leg, when and where. */
export const drawHeader = (writer: Writer, input: BolInput) => {
  const { report, timeZone, locale } = input;
  const top = writer.y;
  const operator = clip(writer.lines(input.operatorName, CONTENT_WIDTH / 2, { size: 15, bold: true }), 2);
  const used = writer.textAt(operator, PAGE.margin, top, { size: 15, bold: true });
  writer.textAt([`BILL OF LADING · ${label(report.direction)} condition report`], PAGE.margin, top - used - 2, {
    size: 10,
    bold: true,
    color: COLORS.navy,
  });
  right(writer, `Report ${report.number}`, top, 11, true);
  right(writer, `Status: ${label(report.status)}`, top - 15, 9);
  right(writer, `Order ${input.orderNumber} · Leg ${input.legNumber}`, top - 28, 9);
  writer.y = Math.min(top - used - 18, top - 42);
  const zone = zoneName(timeZone);
  writer.text(
    `Captured ${formatTime(report.capturedAt, timeZone, locale)} (${zone}) · GPS ${formatGps(report.latitude, report.longitude)}`,
    {
      color: COLORS.muted,
    },
  );
  if (report.submittedAt) writer.text(`Submitted ${formatTime(report.submittedAt, timeZone, locale)} (${zone})`, { color: COLORS.muted });
  if (input.survey)
    writer.text(`How was the delivery? Once delivered, rate it at ${input.survey.url} with code ${input.survey.code}`, {
      bold: true,
      color: COLORS.navy,
    });
};

const vinCheck = ({ vinScanned, vinMatches }: BolInput['vehicle']): { value: string; color?: (typeof COLORS)['red'] } => {
  if (!vinScanned) return { value: 'Not scanned' };
  if (vinMatches === false) return { value: `${vinScanned}: MISMATCH, not this leg's vehicle`, color: COLORS.red };
  return { value: `${vinScanned}: matches` };
};

const count = (value: number, noun: string) => `${value} ${value === 1 ? noun : `${noun}s`}`;

export const drawVehicle = (writer: Writer, input: BolInput) => {
  const { vehicle } = input;
  const name = [vehicle.year, vehicle.make, vehicle.model].filter((part) => part != null && part !== '').join(' ');
  const charge =
    vehicle.evStateOfCharge != null
      ? `EV charge ${vehicle.evStateOfCharge}%`
      : vehicle.fuelLevel
        ? `Fuel ${label(vehicle.fuelLevel).toLowerCase()}`
        : '—';
  const odometer = vehicle.odometer != null ? `${vehicle.odometer.toLocaleString('en-US')} ${vehicle.odometerUnit}` : '—';
  const check = vinCheck(vehicle);
  heading(writer, 'Vehicle');
  drawFields(writer, [
    { label: 'Vehicle', value: name || '—', bold: true },
    { label: 'VIN', value: orDash(vehicle.vin), bold: true },
    { label: 'Scanned VIN', value: check.value, color: check.color },
    { label: 'Odometer', value: odometer },
    { label: 'Fuel / charge', value: charge },
    { label: 'Keys', value: `${count(vehicle.keysCount, 'key')}, ${count(vehicle.fobsCount, 'fob')}` },
  ]);
};

const partyLines = (party: BolParty): string[] =>
  [party.name, ...party.addressLines, party.contactName, party.phone, party.email].filter((line): line is string => Boolean(line));

export const drawParties = (writer: Writer, input: BolInput) => {
  heading(writer, 'Parties');
  drawColumns(writer, [
    { title: 'Pickup', lines: partyLines(input.pickup) },
    { title: 'Delivery', lines: partyLines(input.delivery) },
  ]);
  drawFields(writer, [
    { label: 'Driver', value: orDash(input.driverName) },
    { label: 'Carrier', value: orDash(input.carrierName) },
  ]);
};
