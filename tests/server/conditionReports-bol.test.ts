import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiagCode, describeDamage } from '../../src/domain/aiag';
import { type BolDamage, type BolInput, renderBillOfLading } from '../../server/conditionReports/conditionReports.bol';
import { pdfText } from '../../server/pdf/pdfText';
import { jpeg, png } from './support/images';

// The bill of lading renderer alone (no server): real JPEG thumbnails and PNG signatures, the text read back with
// pdf.js (unpdf), the structure with pdf-lib's own parser.

const textOf = async (bytes: Uint8Array) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, totalPages };
};

const damage = (number: number, area: string, type: string, severity: number, flags: Partial<BolDamage> = {}): BolDamage => ({
  number,
  area,
  type,
  severity,
  code: aiagCode(area, type, severity),
  description: describeDamage(area, type, severity),
  x: 0.5,
  y: 0.04,
  preExisting: false,
  newSinceLastCustody: false,
  note: null,
  ...flags,
});

let photo: Uint8Array;
let signature: Uint8Array;
beforeAll(async () => {
  photo = await jpeg(64, 48);
  signature = png(240, 80);
});

const fullInput = (): BolInput => ({
  operatorName: 'Legwork East',
  timeZone: 'America/New_York',
  report: {
    number: 'CR-1042',
    direction: 'PICKUP',
    status: 'SUBMITTED',
    capturedAt: new Date('2026-11-24T15:05:00Z'),
    submittedAt: '2026-11-24T15:20:00Z',
    latitude: 40.7128,
    longitude: -74.006,
  },
  orderNumber: 'O-2026-0042',
  legNumber: 1,
  vehicle: {
    year: 2022,
    make: 'Honda',
    model: 'Accord',
    vin: '1HGCV1F34NA000123',
    vinScanned: '1HGCV1F34NA000123',
    vinMatches: true,
    odometer: 45210,
    odometerUnit: 'mi',
    fuelLevel: 'THREE_QUARTERS',
    keysCount: 2,
    fobsCount: 1,
  },
  pickup: {
    name: 'Metro Auction',
    addressLines: ['100 Main St', 'Newark, NJ 07102'],
    contactName: 'Dana Lot',
    phone: '+1 973 555 0100',
    email: 'dana@metro.test',
  },
  delivery: {
    name: 'Sunrise Honda',
    addressLines: ['9 Ocean Ave', 'Miami, FL 33139'],
    contactName: 'Sam Desk',
    phone: null,
    email: 'sam@sunrise.test',
  },
  driverName: 'Alex Driver',
  carrierName: 'Legwork East Fleet',
  items: [
    { code: 'EXT_FRONT', result: 'FAIL', note: 'Scratch on the bumper' },
    { code: 'TIRE_LF', result: 'PASS' },
    { code: 'DOCS', result: 'N_A', note: null },
  ],
  damages: [
    damage(1, '03', '12', 2, { newSinceLastCustody: true, note: 'Fresh, still shiny' }),
    damage(2, '27', '14', 1, { preExisting: true, x: 0.5, y: 0.2 }),
  ],
  photos: [
    { jpeg: photo, label: 'Damage 1', capturedAt: '2026-11-24T15:06:00Z', latitude: 40.7128, longitude: -74.006 },
    { jpeg: photo, label: 'Odometer', capturedAt: '2026-11-24T15:07:00Z' },
  ],
  driverSignature: { name: 'Alex Driver', signedAt: '2026-11-24T15:15:00Z', latitude: 40.7128, longitude: -74.006, png: signature },
  customerSignature: { name: 'Dana Lot', signedAt: '2026-11-24T15:16:00Z', png: signature },
  customerNotAvailableReason: null,
  notes: 'Dusty, photographed in daylight.',
  obstructions: ['DIRTY'],
  interiorConditions: ['CLEAN'],
  looseItems: [{ spot: 'GLOVE_BOX', description: "Owner's manual" }],
  washType: 'NONE',
});

describe('renderBillOfLading', () => {
  it('renders a PDF that names the report, the vehicle, both damages, the parties and the signatures', async () => {
    const bytes = await renderBillOfLading(fullInput());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getTitle()).toBe('Bill of lading CR-1042');
    const { text } = await textOf(bytes);
    expect(text).toContain('BILL OF LADING · Pickup condition report');
    expect(text).toContain('Report CR-1042');
    expect(text).toContain('1HGCV1F34NA000123');
    expect(text).toContain('1HGCV1F34NA000123: matches');
    // The severity's ″ is not in the standard fonts' set: it prints as "in".
    expect(text).toContain('Front bumper · Scratched · 1–3in');
    expect(text).toContain('Hood · Dented, paint not damaged · Under 1in');
    expect(text).toContain('03122');
    expect(text).toContain('NEW since last custody');
    expect(text).toContain('Pre-existing');
    expect(text).toContain('Metro Auction');
    expect(text).toContain('Sunrise Honda');
    // Times on the tenant's clock: 15:05 UTC is 10:05 AM in New York.
    expect(text).toMatch(/Captured Nov 24, 2026, 10:05\sAM \(America\/New_York\)/);
    expect(text).toContain('GPS 40.71280, -74.00600');
    expect(text).toContain('Exterior: front');
    expect(text).toContain('FAIL');
    expect(text).toContain('PHOTOS (2)');
    expect(text).toContain('1. Damage 1');
    expect(text).toContain('Dana Lot');
    expect(text).not.toContain('CUSTOMER NOT AVAILABLE');
    expect(text).toContain('Page 1 of');
  });

  it('stamps CUSTOMER NOT AVAILABLE with the reason when the customer did not sign', async () => {
    const bytes = await renderBillOfLading({
      ...fullInput(),
      customerSignature: null,
      customerNotAvailableReason: 'Lot closed, keys in the drop box',
    });
    const { text } = await textOf(bytes);
    expect(text).toContain('CUSTOMER NOT AVAILABLE');
    expect(text).toContain('Reason: Lot closed, keys in the drop box');
  });

  it("prints the delivery survey's page and the leg's code (issue 31), and nothing of it without one", async () => {
    const withCode = await renderBillOfLading({
      ...fullInput(),
      survey: { url: 'https://app.example.com/delivery-survey', code: 'K7MX-4QPD' },
    });
    expect((await textOf(withCode)).text).toMatch(/rate it at\s+https:\/\/app\.example\.com\/delivery-survey\s+with\s+code\s+K7MX-4QPD/);
    expect((await textOf(await renderBillOfLading(fullInput()))).text).not.toContain('delivery-survey');
  });

  it('prints a scanned VIN that is not the vehicle as a mismatch', async () => {
    const input = fullInput();
    const bytes = await renderBillOfLading({ ...input, vehicle: { ...input.vehicle, vinScanned: '2T1BURHE0JC000999', vinMatches: false } });
    expect((await textOf(bytes)).text).toMatch(/2T1BURHE0JC000999: MISMATCH, not\s+this\s+leg's\s+vehicle/);
  });

  it('survives junk: emoji and odd characters, very long notes, 40 damages, 14 photos (one broken), a bad time zone', async () => {
    const input = fullInput();
    const damages = Array.from({ length: 40 }, (_, index) =>
      damage(index + 1, index % 2 ? '10' : '92', '04', (index % 5) + 1, {
        x: (index % 7) / 6,
        y: index / 39,
        newSinceLastCustody: index % 3 === 0,
        note: `Note ${index + 1} 🚗`,
      }),
    );
    const bytes = await renderBillOfLading({
      ...input,
      operatorName: 'Łódź Haulers 🚚 — “Fast” ✓ 東京',
      timeZone: 'Mars/Olympus_Mons',
      orderNumber: 'O-→-1',
      vehicle: { ...input.vehicle, vin: '1HG\u0000CV1F34NA000123👍🏽', make: 'Škoda', model: 'Octavia ″RS″' },
      pickup: { ...input.pickup, name: '👨‍👩‍👧 Família Ñandú', addressLines: ['x'.repeat(3000)] },
      items: [...input.items, { code: 'FLUID_LEAK', result: 'FAIL', note: 'drip '.repeat(500) }],
      damages,
      photos: [{ jpeg: new Uint8Array([1, 2, 3]), capturedAt: 'not a date' }, ...Array.from({ length: 13 }, () => input.photos[0])],
      customerSignature: { name: 'Zoë 😀', signedAt: 'garbage', png: new Uint8Array([9, 9, 9]) },
      notes: `${'Long notes with emoji 🎉 and arrows → ← and tabs\t. '.repeat(400)}\nlast line`,
    });
    const parsed = await PDFDocument.load(bytes);
    const { text, totalPages } = await textOf(bytes);
    expect(totalPages).toBe(parsed.getPageCount());
    expect(totalPages).toBeGreaterThan(2);
    expect(text).toContain('Lódz Haulers ? — “Fast” v ??');
    expect(text).toContain('1HGCV1F34NA000123?');
    expect(text).toContain('Škoda Octavia inRSin');
    expect(text).toContain('DAMAGE (40)');
    expect(text).toContain(damages[39].description.replace('″', 'in'));
    expect(text).toContain('2 more photos are kept with the report.');
    expect(text).toContain('Photo unreadable');
    expect(text).toContain('Signature image unreadable');
    expect(text).toContain('(UTC)');
    expect(text).toContain(`Page ${totalPages} of ${totalPages}`);
  }, 60_000);

  it('never throws on any string in any field', async () => {
    const base = fullInput();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        async (odd, graphemes) => {
          const bytes = await renderBillOfLading({
            ...base,
            operatorName: odd,
            report: { ...base.report, number: graphemes },
            vehicle: { ...base.vehicle, vin: odd, make: graphemes },
            pickup: { ...base.pickup, name: graphemes, addressLines: [odd] },
            damages: [{ ...base.damages[0], description: odd, code: graphemes, note: odd }],
            photos: [],
            customerSignature: null,
            customerNotAvailableReason: odd || 'none',
            notes: graphemes,
          });
          expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe('pdfText', () => {
  it('keeps what WinAnsi encodes, spells known symbols, strips accents it lacks, and marks the rest', () => {
    expect(pdfText('Café – “naïve” · 1–3″ → ok ✓')).toBe('Café – “naïve” · 1–3in -> ok v');
    expect(pdfText('Łukasz Dvořák\u00a0Ő')).toBe('Lukasz Dvorák O');
    expect(pdfText('🚗 a\u200db\ufe0f\r\nc\u0007')).toBe('? ab c');
  });
});
