import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { pdfParagraphs, pdfText, wrapText } from './pdfText';

/** US Letter in points, with its margins: the page a carrier prints or a customer opens. */
export const PAGE = { width: 612, height: 792, margin: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_SPACE = 28;

export const COLORS = {
  ink: rgb(0.12, 0.16, 0.22),
  muted: rgb(0.42, 0.45, 0.5),
  rule: rgb(0.82, 0.84, 0.86),
  shade: rgb(0.95, 0.96, 0.97),
  navy: rgb(0.12, 0.23, 0.37),
  red: rgb(0.71, 0.14, 0.09),
  white: rgb(1, 1, 1),
} as const;

export type TextStyle = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; lineGap?: number };

/** A page cursor: draws downwards from the top and starts a new page when a block would not fit. */
export type Writer = {
  doc: PDFDocument;
  page: PDFPage;
  /** Distance from the bottom of the page, as pdf-lib counts. */
  y: number;
  font: (bold?: boolean) => PDFFont;
  /** Starts a new page unless `height` points still fit above the footer; true when it did. */
  ensure: (height: number) => boolean;
  newPage: () => void;
  /** Lines of `value` wrapped to `width` (encodable, never throws). */
  lines: (value: unknown, width: number, style?: TextStyle) => string[];
  lineHeight: (style?: TextStyle) => number;
  /** Draws wrapped text at `x` from the cursor down, moving the cursor, a new page when needed. */
  text: (value: unknown, style?: TextStyle & { x?: number; width?: number }) => void;
  /** Draws lines at a fixed place, without moving the cursor; returns the height used. */
  textAt: (lines: readonly string[], x: number, top: number, style?: TextStyle) => number;
  gap: (points: number) => void;
};

export const createWriter = async (doc: PDFDocument): Promise<Writer> => {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = (isBold = false) => (isBold ? bold : regular);
  const lineHeight = ({ size = 9, lineGap = 2.5 }: TextStyle = {}) => size + lineGap;
  const bottom = PAGE.margin + FOOTER_SPACE;

  const writer: Writer = {
    doc,
    page: doc.addPage([PAGE.width, PAGE.height]),
    y: PAGE.height - PAGE.margin,
    font,
    newPage: () => {
      writer.page = doc.addPage([PAGE.width, PAGE.height]);
      writer.y = PAGE.height - PAGE.margin;
    },
    ensure: (height) => {
      if (writer.y - height >= bottom) return false;
      writer.newPage();
      return true;
    },
    lines: (value, width, style = {}) => {
      const measure = (line: string) => font(style.bold).widthOfTextAtSize(line, style.size ?? 9);
      return pdfParagraphs(value).flatMap((paragraph) => wrapText(paragraph, width, measure));
    },
    lineHeight,
    text: (value, style = {}) => {
      const { x = PAGE.margin, width = CONTENT_WIDTH } = style;
      for (const line of writer.lines(value, width, style)) {
        writer.ensure(lineHeight(style));
        writer.textAt([line], x, writer.y, style);
        writer.y -= lineHeight(style);
      }
    },
    textAt: (lines, x, top, style = {}) => {
      const size = style.size ?? 9;
      lines.forEach((line, index) => {
        writer.page.drawText(pdfText(line), {
          x,
          y: top - size - index * lineHeight(style),
          size,
          font: font(style.bold),
          color: style.color ?? COLORS.ink,
        });
      });
      return lines.length * lineHeight(style);
    },
    gap: (points) => {
      writer.y -= points;
    },
  };
  return writer;
};

/** A section title with a rule under it, kept on the page with at least `keep` points of what follows. */
export const heading = (writer: Writer, title: string, keep = 60) => {
  writer.ensure(24 + keep);
  writer.gap(6);
  writer.textAt([title.toUpperCase()], PAGE.margin, writer.y, { size: 9.5, bold: true, color: COLORS.navy });
  writer.y -= 14;
  writer.page.drawLine({
    start: { x: PAGE.margin, y: writer.y + 2 },
    end: { x: PAGE.width - PAGE.margin, y: writer.y + 2 },
    thickness: 0.6,
    color: COLORS.rule,
  });
  writer.gap(4);
};

/** "Bill of lading CR-1042 · Page 2 of 3" at the foot of every page, once all are drawn. */
export const drawFooters = (writer: Writer, label: string) => {
  const pages = writer.doc.getPages();
  pages.forEach((page, index) => {
    page.drawText(pdfText(`${label} · Page ${index + 1} of ${pages.length}`), {
      x: PAGE.margin,
      y: PAGE.margin - 8,
      size: 7.5,
      font: writer.font(),
      color: COLORS.muted,
    });
  });
};
