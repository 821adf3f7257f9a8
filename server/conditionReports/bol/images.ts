import type { PDFImage } from 'pdf-lib';
import { COLORS, type Writer } from '../../pdf/writer';

type Box = { x: number; top: number; width: number; height: number };

/** The image embedded, or null when its bytes are not a JPEG / PNG pdf-lib reads (drawn as a placeholder instead). */
export const embed = async (writer: Writer, bytes: Uint8Array, kind: 'jpeg' | 'png'): Promise<PDFImage | null> => {
  try {
    return kind === 'jpeg' ? await writer.doc.embedJpg(bytes) : await writer.doc.embedPng(bytes);
  } catch {
    return null;
  }
};

/** Fits the image in the box, centred; a missing one is a framed "unreadable" note, so one bad file never sinks the BOL. */
export const drawImage = (writer: Writer, image: PDFImage | null, box: Box, missing: string) => {
  const { x, top, width, height } = box;
  if (!image) {
    writer.page.drawRectangle({ x, y: top - height, width, height, borderColor: COLORS.rule, borderWidth: 0.8, color: COLORS.shade });
    writer.textAt([missing], x + 6, top - height / 2 + 4, { size: 7.5, color: COLORS.muted });
    return;
  }
  const size = image.scaleToFit(width, height);
  writer.page.drawImage(image, {
    x: x + (width - size.width) / 2,
    y: top - height + (height - size.height) / 2,
    width: size.width,
    height: size.height,
  });
};
