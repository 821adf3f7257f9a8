import type { BolInput } from './bolInput';
import { formatGps, formatTime } from './format';
import { drawImage, embed } from './images';
import { COLORS, CONTENT_WIDTH, heading, PAGE, type Writer } from '../../pdf/writer';

/** The most thumbnails a BOL prints (a 12-photo report fits on one page); the rest are counted. */
export const BOL_MAX_PHOTOS = 12;
const PER_ROW = 4;
const GUTTER = 10;
const CELL = (CONTENT_WIDTH - GUTTER * (PER_ROW - 1)) / PER_ROW;
const IMAGE_HEIGHT = CELL * 0.75;
const CAPTION = { size: 6.5, color: COLORS.muted } as const;

export const drawPhotos = async (writer: Writer, input: BolInput) => {
  const shown = input.photos.slice(0, BOL_MAX_PHOTOS);
  const rowHeight = IMAGE_HEIGHT + 3 * writer.lineHeight(CAPTION) + 10;
  heading(writer, `Photos (${input.photos.length})`, shown.length ? rowHeight : 12);
  if (shown.length === 0) {
    writer.text('No photos.');
    return;
  }
  for (let start = 0; start < shown.length; start += PER_ROW) {
    writer.ensure(rowHeight);
    const row = shown.slice(start, start + PER_ROW);
    for (const [index, photo] of row.entries()) {
      const x = PAGE.margin + index * (CELL + GUTTER);
      drawImage(
        writer,
        await embed(writer, photo.jpeg, 'jpeg'),
        { x, top: writer.y, width: CELL, height: IMAGE_HEIGHT },
        'Photo unreadable',
      );
      const caption = [
        `${start + index + 1}. ${photo.label ?? 'Photo'}`,
        formatTime(photo.capturedAt, input.timeZone, input.locale),
        formatGps(photo.latitude, photo.longitude),
      ].map((line) => writer.lines(line, CELL, CAPTION)[0] ?? '');
      writer.textAt(caption, x, writer.y - IMAGE_HEIGHT - 3, CAPTION);
    }
    writer.y -= rowHeight;
  }
  const more = input.photos.length - shown.length;
  if (more > 0) writer.text(`${more} more ${more === 1 ? 'photo is' : 'photos are'} kept with the report.`, { color: COLORS.muted });
};
