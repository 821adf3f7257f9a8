import fc from 'fast-check';
import { demoPhoto } from '../../../server/db/seed/png';
import { idsFor, type Model, storedValues } from './inputSamples';

/**
 * Scalar values for generated input, in three kinds mixed by the call's corruption rate: plausible (what the database
 * holds for a field of that name, as people type it), odd but well typed (empty, 10k characters, NUL, unicode, unknown
 * ids, far dates, int extremes) and junk of another type.
 */
export type Arb = fc.Arbitrary<unknown>;

/** A key left out of an input object, or an argument left out of the call. */
export const OMIT = Symbol('omit');

/** A file for a `File` variable; the sender turns it into a multipart part. */
export class FileValue {
  constructor(
    readonly bytes: Uint8Array<ArrayBuffer>,
    readonly name: string,
    readonly type: string,
  ) {}
}

export const weighted = (rate: number, plausible: Arb, odd: Arb, junk: Arb): Arb =>
  fc.oneof(
    ...[
      { arbitrary: plausible, weight: Math.round(100 * (1 - rate)) },
      { arbitrary: odd, weight: Math.round(80 * rate) },
      { arbitrary: junk, weight: Math.round(20 * rate) },
    ].filter((p) => p.weight > 0),
  );

const LONG = 'x'.repeat(10_000);
/** 10k characters that do not compress (a long repeated one does, and slips under PostgreSQL's index row limit). */
const NOISE = fc.sample(fc.string({ minLength: 10_000, maxLength: 10_000, unit: 'grapheme-ascii' }), { seed: 1, numRuns: 1 })[0];
const ODD_STRINGS = [
  '',
  ' ',
  '\t\n',
  LONG,
  NOISE,
  'y'.repeat(256),
  '\u0000',
  'a\u0000b',
  '😀'.repeat(60),
  'Zoë Ünïcødé ∑ 東京',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  "'; DROP TABLE orders; --",
  '%',
  '_',
  '\\',
  '0',
  '-1',
  '1e309',
  'null',
  'NaN',
  '0000-00-00',
  '2024-02-30',
  '0001-01-01',
  '0000-01-01',
  '0000-02-29',
  '9999-12-31',
  '275760-09-13',
  '-001000-01-01',
  '2024-13-01',
  '00000000-0000-0000-0000-000000000000',
];
const ODD_INTS = [-1, 0, 1, -2147483648, 2147483647, 2147483646, 1_000_000_000, 20, 21, 101, 3651];
const ODD_FLOATS = [0, -0, 1e308, -1e308, 5e-324, 0.1, 90.0000001, -180.5, 181, 1e15, 123456789.123, -1];
const ODD_DATETIMES = [
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '1970-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '2024-02-30T10:00:00Z',
  '1',
  0,
  253402300800000,
];
const ODD_IDS = [
  '',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  LONG,
  '12345',
  '{00000000-0000-4000-8000-000000000000}',
  'a\u0000b',
];

export const junk: Arb = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1.5),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constant(JSON.parse(`${'['.repeat(64)}${']'.repeat(64)}`) as unknown),
);

const pick = <T>(values: readonly T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  values.length > 0 ? fc.constantFrom(...values) : fallback;

const isoDay = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/**
 * Near misses of a plausible value, the mistakes that pass a loose check: a day that does not exist or in the year 0,
 * a time past 23:59, a six-digit year, an id with a non-hex digit, a number past the int range, one character more.
 */
const nearMiss = (plausible: Arb): Arb =>
  fc.tuple(plausible, fc.nat(7)).map(([value, how]) => {
    if (typeof value === 'number') return [value * 2 ** 31, -value - 1, value + 0.5, -(2 ** 31) - 1, 2 ** 31][how % 5];
    if (typeof value !== 'string') return value;
    if (/^\d{4}-\d{2}-\d{2}/.test(value))
      return [
        `0000${value.slice(4)}`,
        `${value.slice(0, 4)}-02-30${value.slice(10)}`,
        `${value.slice(0, 4)}-13${value.slice(7)}`,
        `+27${value}`,
        `${value.slice(0, 10)}T25:00:00Z`,
        `${value.slice(0, 10)} 24:00`,
        `-${value}`,
        value.slice(0, 7),
      ][how];
    if (/^[0-9a-f]{8}-/i.test(value)) return [value.toUpperCase(), `${value.slice(0, -1)}g`, value.replace(/-/g, ''), `${value}0`][how % 4];
    return [`${value}x`, value.slice(1), `${value}\u0000`, value.repeat(300), ` ${value.toUpperCase()} `][how % 5];
  });

const id = (model: Model, name: string, rate: number) => {
  const own = idsFor(model, name);
  const plausible =
    own.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 4 }, { arbitrary: fc.uuid(), weight: 1 }) : fc.uuid();
  const anyTable = [...model.samples.ids.values()].flat();
  // The empty string first: what an emptied form field sends.
  const odd = fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    fc.constantFrom(...ODD_IDS),
    pick(anyTable, fc.uuid()),
    fc.uuid({ version: 4 }),
  );
  return weighted(rate, plausible, odd, junk);
};

const string = (model: Model, name: string, rate: number) => {
  const samples = storedValues(model, name, (v) => typeof v === 'string' && v.length < 2000) as string[];
  // A name that says date (validUntil, from, to, date) mostly takes a day.
  const generic = /date|until|^from$|^to$/i.test(name)
    ? isoDay
    : fc.oneof(
        fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme-ascii' }),
        isoDay,
        fc.constantFrom('US', 'CA', 'a@example.com', '90210'),
      );
  // What people type: the stored value as it is, or in another case, or with spaces around it.
  const typed = fc
    .tuple(pick(samples, generic), fc.constantFrom(0, 0, 1, 2, 3))
    .map(([v, how]) => (how === 1 ? v.toLowerCase() : how === 2 ? v.toUpperCase() : how === 3 ? ` ${v} ` : v));
  const plausible = fc.oneof({ arbitrary: typed, weight: 4 }, { arbitrary: generic, weight: 1 });
  const odd = fc.oneof(
    { arbitrary: fc.constantFrom('', ' '), weight: 2 },
    { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 4 },
    { arbitrary: fc.string({ maxLength: 40, unit: 'binary' }), weight: 1 },
    { arbitrary: nearMiss(plausible), weight: 2 },
  );
  return weighted(rate, plausible, odd, junk);
};

/** A value of the scalar `type` for a position named `name`; JSON and custom scalars added later take any JSON. */
export const scalarArb = (model: Model, type: string, name: string, rate: number): Arb => {
  switch (type) {
    case 'ID':
      return id(model, name, rate);
    case 'String':
      return string(model, name, rate);
    case 'Int': {
      const samples = storedValues(model, name, (v) => Number.isInteger(v) && Math.abs(v as number) < 2 ** 31);
      const plausible = name === 'version' ? fc.constantFrom(1, 1, 2) : pick(samples, fc.constantFrom(0, 0, 1, 2));
      return weighted(rate, plausible, fc.oneof(fc.constantFrom(...ODD_INTS), fc.integer(), nearMiss(plausible)), junk);
    }
    case 'Float': {
      const samples = storedValues(model, name, (v) => typeof v === 'number');
      const odd = fc.oneof(fc.constantFrom(...ODD_FLOATS), fc.double({ noNaN: true, noDefaultInfinity: true }));
      return weighted(rate, pick(samples, fc.double({ min: -50, max: 50, noNaN: true })), odd, junk);
    }
    case 'Boolean':
      return weighted(rate, fc.boolean(), fc.boolean(), junk);
    case 'DateTime': {
      const plausible = fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
      return weighted(
        rate,
        plausible,
        fc.oneof(
          fc.constantFrom(...ODD_DATETIMES),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
        junk,
      );
    }
    case 'File': {
      const file = (bytes: number[], fileName: string, mime: string) => new FileValue(new Uint8Array(bytes), fileName, mime);
      const png = [...demoPhoto([200, 30, 30], 8, 8)];
      const plausible = fc.constantFrom(file(png, 'photo.png', 'image/png'), file([0x25, 0x50, 0x44, 0x46], 'bol.pdf', 'application/pdf'));
      const odd = fc.constantFrom(
        file([], 'empty.png', 'image/png'),
        file([1, 2, 3], LONG, 'text/html'),
        file([0], 'a\u0000b.jpg', 'image/jpeg'),
        file(png, '', ''),
      );
      return weighted(rate, plausible, odd, junk);
    }
    default: {
      // JSON (a where value, a stored document): stored values of the column it is named after (else of any column),
      // alone or a few, any JSON, odd values.
      const own = storedValues(model, name, (v) => typeof v !== 'object');
      const stored = own.length > 0 ? own : [...model.samples.columns.values()].flat().filter((v) => typeof v !== 'object');
      const one = pick(stored, fc.string());
      const plausible = fc.oneof(
        { arbitrary: one, weight: 8 },
        { arbitrary: fc.array(one, { minLength: 1, maxLength: 3 }), weight: 2 },
        { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
      );
      const oddOne = fc.oneof(
        { arbitrary: nearMiss(one), weight: 3 },
        fc.constantFrom(...ODD_STRINGS, ...ODD_INTS, ...ODD_FLOATS, ...ODD_DATETIMES, 2 ** 53),
      );
      const odd = fc.oneof(
        { arbitrary: oddOne, weight: 3 },
        fc.tuple(one, oddOne).map((pair) => pair),
        fc.jsonValue({ maxDepth: 6 }),
      );
      return weighted(rate, plausible, odd, junk);
    }
  }
};
