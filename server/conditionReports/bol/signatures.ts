import type { BolInput, BolSignature } from './bolInput';
import { clip } from './fields';
import { formatGps, formatTime, zoneName } from './format';
import { drawImage, embed } from './images';
import { COLORS, CONTENT_WIDTH, heading, PAGE, type Writer } from '../../pdf/writer';

const GUTTER = 20;
const WIDTH = (CONTENT_WIDTH - GUTTER) / 2;
const BOX_HEIGHT = 80;
const CAPTION_LINES = 4;

const captionOf = (writer: Writer, signature: BolSignature, input: BolInput) =>
  [
    signature.name,
    `Signed ${formatTime(signature.signedAt, input.timeZone, input.locale)} (${zoneName(input.timeZone)})`,
    `GPS ${formatGps(signature.latitude, signature.longitude)}`,
  ].flatMap((line) => clip(writer.lines(line, WIDTH), 2));

const drawSignature = async (writer: Writer, title: string, signature: BolSignature, input: BolInput, x: number, top: number) => {
  writer.textAt([title], x, top, { size: 8, bold: true, color: COLORS.navy });
  const boxTop = top - 14;
  drawImage(
    writer,
    await embed(writer, signature.png, 'png'),
    { x, top: boxTop, width: WIDTH, height: BOX_HEIGHT },
    'Signature image unreadable',
  );
  writer.page.drawLine({
    start: { x, y: boxTop - BOX_HEIGHT },
    end: { x: x + WIDTH, y: boxTop - BOX_HEIGHT },
    thickness: 0.6,
    color: COLORS.muted,
  });
  writer.textAt(captionOf(writer, signature, input).slice(0, CAPTION_LINES), x, boxTop - BOX_HEIGHT - 3, {});
};

/** The permanent stamp a BOL carries when the customer was not there to sign, with the driver's reason. */
const drawNotAvailable = (writer: Writer, reason: string, x: number, top: number) => {
  writer.textAt(['Customer'], x, top, { size: 8, bold: true, color: COLORS.navy });
  const boxTop = top - 14;
  const height = BOX_HEIGHT + 20;
  writer.page.drawRectangle({ x, y: boxTop - height, width: WIDTH, height, borderColor: COLORS.red, borderWidth: 2.5 });
  writer.textAt(['CUSTOMER NOT AVAILABLE'], x + 12, boxTop - 12, { size: 15, bold: true, color: COLORS.red });
  const lines = clip(writer.lines(`Reason: ${reason}`, WIDTH - 24, { color: COLORS.red }), 5);
  writer.textAt(lines, x + 12, boxTop - 36, { color: COLORS.red });
};

export const drawSignatures = async (writer: Writer, input: BolInput) => {
  const height = 14 + BOX_HEIGHT + 20 + CAPTION_LINES * writer.lineHeight();
  heading(writer, 'Signatures', height);
  const top = writer.y;
  const [left, right] = [PAGE.margin, PAGE.margin + WIDTH + GUTTER];
  if (input.driverSignature) await drawSignature(writer, 'Driver', input.driverSignature, input, left, top);
  else writer.textAt(['Driver', 'Not signed.'], left, top, { bold: true });
  if (input.customerSignature) await drawSignature(writer, 'Customer', input.customerSignature, input, right, top);
  else if (input.customerNotAvailableReason) drawNotAvailable(writer, input.customerNotAvailableReason, right, top);
  else writer.textAt(['Customer', 'Not signed.'], right, top, { bold: true });
  writer.y = top - height;
};
