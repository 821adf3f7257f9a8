/**
 * An amount typed in major units ("1,250.50", "$80") as minor units (125050, 8000) for the shared schemas: blank is
 * undefined (the schema says "required"), text that is not an amount is NaN (the schema refuses it), more than two
 * decimals is kept as a fraction so the schema's whole-cents check words it.
 */
export const minorOf = (text: string): number | undefined => {
  const cleaned = text.replace(/[\s,$€£]/g, '');
  if (cleaned === '') return undefined;
  if (!/^-?\d*(\.\d*)?$/.test(cleaned) || cleaned === '.' || cleaned === '-') return Number.NaN;
  return Math.round(Number(cleaned) * 10_000) / 100;
};

/** Minor units as the text a money field starts with: 125050 → "1250.50". */
export const majorText = (minor: number | null | undefined): string =>
  minor === null || minor === undefined ? '' : (minor / 100).toFixed(2);
