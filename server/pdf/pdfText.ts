/**
 * Text the PDF's standard fonts can draw. Helvetica encodes WinAnsi (Latin-1 and a few typographic marks) and pdf-lib
 * throws on anything else, so every string a tenant, a driver or a customer typed goes through `pdfText` first: known
 * symbols become their ASCII spelling, accented letters outside the set lose the accent, the rest becomes "?".
 */

/** WinAnsi's 0x80–0x9F block: the typographic marks it adds to Latin-1. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const winAnsi = new Set<number>([...WIN_ANSI_EXTRA].map((char) => char.codePointAt(0) ?? 0));

export const isWinAnsi = (codePoint: number): boolean =>
  (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || winAnsi.has(codePoint);

const SPELLED: Record<string, string> = {
  '″': 'in',
  '′': "'",
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '✘': 'x',
  '№': 'No.',
  // Latin letters with a stroke have no decomposition to strip.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  '℃': 'C',
  '\t': ' ',
};

// Zero-width marks, variation selectors and emoji tag characters: they draw nothing.
const INVISIBLE = /[\u200b-\u200d\u2060]|[\ufe00-\ufe0f]|[\u{e0020}-\u{e007f}]/gu;
const SPACES = /\p{Zs}/gu;

const spell = (char: string): string => {
  const spelled = SPELLED[char];
  if (spelled !== undefined) return spelled;
  const codePoint = char.codePointAt(0) ?? 0;
  if (isWinAnsi(codePoint)) return char;
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) return '';
  // "ő" → "o", "ǅ" → "Dž" → "Dz": the letters without their marks, when those are all in the set.
  const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return bare !== '' && [...bare].every((part) => isWinAnsi(part.codePointAt(0) ?? 0)) ? bare : '?';
};

/** One line of text the standard fonts encode (line breaks become spaces). */
export const pdfText = (value: unknown): string =>
  String(value ?? '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/\r\n|[\r\n\u2028\u2029]/g, ' ')
    .replace(SPACES, ' ')
    .replace(/[\s\S]/gu, spell);

/** Paragraphs of encodable text, split where the writer broke lines. */
export const pdfParagraphs = (value: unknown): string[] =>
  String(value ?? '')
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map(pdfText);

type Measure = (text: string) => number;

/** Lines no wider than `width`: broken at spaces, and inside a word too long for a line (a VIN pasted 50 times). */
export const wrapText = (text: string, width: number, measure: Measure): string[] => {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    lines.push(line);
    line = '';
  };
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') push();
    let rest = word;
    while (measure(rest) > width && rest.length > 1) {
      // The longest head that fits, found by halving (a word can be thousands of characters long).
      let [low, high] = [1, rest.length - 1];
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (measure(rest.slice(0, middle)) <= width) low = middle;
        else high = middle - 1;
      }
      lines.push(rest.slice(0, low));
      rest = rest.slice(low);
    }
    line = rest;
  }
  if (line !== '' || lines.length === 0) push();
  return lines;
};
