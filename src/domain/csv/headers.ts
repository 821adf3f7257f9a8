/** A header as people write it, without case, spaces or punctuation: "Vehicle VIN", "vin_number" and "VIN #" give vehiclevin, vinnumber, vin. */
export const headerKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** For each column, the index of the first header that is one of the column's names (compared by headerKey), or null. */
export type HeaderMatch<Column extends string> = Record<Column, number | null>;

/** A matcher of header rows against the names each column goes by (worked out once, used on every upload). */
export const headerMatcher = <Column extends string>(names: Readonly<Record<Column, readonly string[]>>) => {
  const columns = Object.keys(names) as Column[];
  const keys = new Map(columns.map((column) => [column, new Set(names[column].map(headerKey))]));
  return (header: readonly string[]): HeaderMatch<Column> => {
    const headerKeys = header.map(headerKey);
    const match = {} as HeaderMatch<Column>;
    for (const column of columns) {
      const known = keys.get(column) as Set<string>;
      const at = headerKeys.findIndex((key) => known.has(key));
      match[column] = at >= 0 ? at : null;
    }
    return match;
  };
};
