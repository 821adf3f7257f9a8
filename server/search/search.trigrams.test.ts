import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarTrigramGroups, substringTrigrams } from './search.trigrams';

// Texts as search_documents.search_text holds them (lower case): a VIN, models with dashes, places, names.
const TEXTS = [
  'o-120200 coastal car rental 1fduf5ht5le240401 2021 ford f-550 super duty dallas tx 75201',
  'o-120201 harbor rentals 3fmtk3su3sm240399 2024 ford mustang mach-e oxford ms 38655',
  'v-7 2019 toyota camry silver abc-123 northwind motors',
  "o'brien haulage café du nord l'île-perrot qc h7v 5v4",
  'isuzu npr-hd 3000r reefer great dane everest',
];
const WORDS = ['240401', 'f-5', 'f-550', 'ford', 'ord', 'mach-e', '-e', 'abc-12', 'o-1202', "o'brien", 'café', 'nord', 'npr-hd', 'r-hd'];
const TYPOS = [
  'frod',
  'fodr',
  'toyta',
  'toyot',
  'camyr',
  'evrest',
  'everst',
  'reefre',
  'silvr',
  'silvre',
  'harbour',
  'rentls',
  'coastl',
  'mustnag',
  'dallsa',
  'northwnd',
];

describe('search trigram keys (migration 060)', () => {
  let db: PGlite;
  const trigramsOf = async (text: string) => (await db.query<{ t: string[] }>('SELECT show_trgm($1) AS t', [text])).rows[0].t;

  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pg_trgm } });
    await db.exec('CREATE EXTENSION pg_trgm');
  });
  afterAll(() => db.close());

  it('asks only for trigrams every text containing the word holds', async () => {
    let matches = 0;
    for (const text of TEXTS) {
      const trigrams = new Set(await trigramsOf(text));
      for (const word of WORDS.filter((w) => text.includes(w))) {
        matches++;
        expect(
          substringTrigrams(word).filter((key) => !trigrams.has(key)),
          `${word} in ${text}`,
        ).toEqual([]);
      }
    }
    expect(matches).toBeGreaterThan(10);
  });

  it('asks for the word edges a separator shows, and nothing for a word of no three letters or digits', () => {
    expect(substringTrigrams('f-5').sort()).toEqual(['  5']);
    expect(substringTrigrams('240401').sort()).toEqual(['040', '240', '401', '404']);
    expect(substringTrigrams('npr-hd').sort()).toEqual(['  h', ' hd', 'npr', 'pr ']);
    expect(substringTrigrams('é')).toEqual([]);
  });

  it('keeps every text a typo is similar to (<%) among those holding one whole group', async () => {
    let similar = 0;
    for (const text of TEXTS) {
      const trigrams = new Set(await trigramsOf(text));
      for (const word of TYPOS) {
        const { rows } = await db.query<{ close: boolean }>('SELECT $1 <% $2 AS close', [word, text]);
        if (!rows[0].close) continue;
        similar++;
        const groups = similarTrigramGroups(word) ?? [];
        expect(
          groups.some((group) => group.every((key) => trigrams.has(key))),
          `${word} ~ ${text}`,
        ).toBe(true);
      }
    }
    expect(similar).toBeGreaterThan(4);
    expect(similarTrigramGroups('café')).toBeNull();
  });
});
