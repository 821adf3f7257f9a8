import { describe, expect, it } from 'vitest';
import { fleetMpg, gallonsTaxCents, iftaReturn, taxableGallons } from './iftaReturn';

// The main case below is hand-checked, its arithmetic written beside each figure; its rates are real: IFTA, Inc.'s 3rd
// Quarter 2025 diesel rates (iftach.org tax matrix, "3rd Quarter 2025 Tax Rate Changes", last updated 8/21/25):
// Illinois 0.7490, Indiana 0.6100, Iowa 0.3250. The published worked example follows it.
const rates = new Map([
  ['IL', { rate: 0.749, surchargeRate: null }],
  ['IN', { rate: 0.61, surchargeRate: null }],
  ['IA', { rate: 0.325, surchargeRate: null }],
]);

describe('the IFTA return', () => {
  it('computes a quarter by the states’ steps (hand-checked)', () => {
    const result = iftaReturn({
      fuelType: 'DIESEL',
      totalGallons: 412,
      jurisdictions: [
        { jurisdiction: 'IL', totalMiles: 1250, taxableMiles: 1250, taxPaidGallons: 150 },
        { jurisdiction: 'IN', totalMiles: 430, taxableMiles: 430, taxPaidGallons: 0 },
        { jurisdiction: 'IA', totalMiles: 900, taxableMiles: 900, taxPaidGallons: 262 },
      ],
      rates,
    });
    expect(result.totalMiles).toBe(2580);
    expect(result.mpg).toBe(6.26); // 2,580 ÷ 412 = 6.2621… → 6.26
    const byJurisdiction = Object.fromEntries(result.rows.map((row) => [row.jurisdiction, row]));
    // IA: 900 ÷ 6.26 = 143.77 → 144; 144 − 262 = −118 (a credit); −118 × 0.3250 = −$38.35
    expect(byJurisdiction.IA).toMatchObject({ taxableGallons: 144, netTaxableGallons: -118, taxCents: -3835 });
    // IL: 1,250 ÷ 6.26 = 199.68 → 200; 200 − 150 = 50; 50 × 0.7490 = $37.45
    expect(byJurisdiction.IL).toMatchObject({ taxableGallons: 200, netTaxableGallons: 50, taxCents: 3745 });
    // IN: 430 ÷ 6.26 = 68.69 → 69; 69 − 0 = 69; 69 × 0.6100 = $42.09
    expect(byJurisdiction.IN).toMatchObject({ taxableGallons: 69, netTaxableGallons: 69, taxCents: 4209 });
    expect(result.rows.map((row) => row.jurisdiction)).toEqual(['IA', 'IL', 'IN']);
    expect(result.totalTaxCents).toBe(3745 + 4209 - 3835);
    expect(result.missingRates).toEqual([]);
  });

  it('gives the figures of North Carolina’s published worked example, to the cent', () => {
    // North Carolina Department of Revenue, Excise Tax Division, "IFTA Amended Return" (July 2016), the filled-in
    // Schedules A and B: diesel, 3,466 miles ÷ 855 gallons = 4.05 MPG; by jurisdiction, total (= taxable) miles →
    // taxable gallons, tax-paid gallons, net, rate, tax: FL 772 → 191, 110, 81 × 0.3367; GA 234 → 58, 130, −72 × 0.1790;
    // NC 1,598 → 395, 399, −4 × 0.3750; 398 → 98, 89, 9 × 0.1600 = $1.44; 132 → 33, 0, 33 × 0.1700 = $5.61;
    // 332 → 82, 127, −45 × 0.2020 and its surcharge line 82 × 0.0350 = $2.87; totals 3,466 miles, 857 taxable and
    // 855 tax-paid gallons, net 2, tax $13.71. The schedule lists jurisdictions alphabetically; the copy read names FL,
    // GA and NC, and the three after NC (SC, TN and VA at those rates then) are written here by that order.
    const result = iftaReturn({
      fuelType: 'DIESEL',
      totalGallons: 855,
      jurisdictions: [
        { jurisdiction: 'FL', totalMiles: 772, taxableMiles: 772, taxPaidGallons: 110 },
        { jurisdiction: 'GA', totalMiles: 234, taxableMiles: 234, taxPaidGallons: 130 },
        { jurisdiction: 'NC', totalMiles: 1598, taxableMiles: 1598, taxPaidGallons: 399 },
        { jurisdiction: 'SC', totalMiles: 398, taxableMiles: 398, taxPaidGallons: 89 },
        { jurisdiction: 'TN', totalMiles: 132, taxableMiles: 132, taxPaidGallons: 0 },
        { jurisdiction: 'VA', totalMiles: 332, taxableMiles: 332, taxPaidGallons: 127 },
      ],
      rates: new Map([
        ['FL', { rate: 0.3367, surchargeRate: null }],
        ['GA', { rate: 0.179, surchargeRate: null }],
        ['NC', { rate: 0.375, surchargeRate: null }],
        ['SC', { rate: 0.16, surchargeRate: null }],
        ['TN', { rate: 0.17, surchargeRate: null }],
        ['VA', { rate: 0.202, surchargeRate: 0.035 }],
      ]),
    });
    expect(result.totalMiles).toBe(3466);
    expect(result.mpg).toBe(4.05);
    expect(result.rows.map((row) => [row.jurisdiction, row.surcharge, row.taxableGallons, row.netTaxableGallons, row.taxCents])).toEqual([
      ['FL', false, 191, 81, 2727],
      ['GA', false, 58, -72, -1289],
      ['NC', false, 395, -4, -150],
      ['SC', false, 98, 9, 144],
      ['TN', false, 33, 33, 561],
      ['VA', false, 82, -45, -909],
      ['VA', true, 82, 82, 287],
    ]);
    const taxRows = result.rows.filter((row) => !row.surcharge);
    expect(taxRows.reduce((sum, row) => sum + row.taxableGallons, 0)).toBe(857);
    expect(taxRows.reduce((sum, row) => sum + row.taxPaidGallons, 0)).toBe(855);
    expect(result.totalTaxCents).toBe(1371);
  });

  it('rounds taxable gallons to whole gallons as a published worksheet does', () => {
    // dieselboss.com's "Calculation worksheet for Quarterly IFTA Report" (a carrier's public worksheet, fleet MPG 5.26):
    // AL 5,742 mi → 1,092; AR 22,815 → 4,337; GA 67 → 13; IL 944 → 179; IN 901 → 171 taxable gallons.
    expect([5742, 22815, 67, 944, 901].map((miles) => taxableGallons(miles, 5.26))).toEqual([1092, 4337, 13, 179, 171]);
    expect(taxableGallons(1000, null)).toBe(0);
    expect(fleetMpg(1000, 0)).toBeNull();
    expect(fleetMpg(173408, 32923)).toBe(5.27);
  });

  it('adds a surcharge row on the taxable gallons with no tax-paid credit', () => {
    // A surcharge rate of 0.1000 (made up for the arithmetic): 500 ÷ 5.00 = 100 gallons; 100 × 0.10 = $10.00 whatever
    // was bought there, while the main row credits the 300 tax-paid gallons: (100 − 300) × 0.25 = −$50.00.
    const result = iftaReturn({
      fuelType: 'DIESEL',
      totalGallons: 100,
      jurisdictions: [{ jurisdiction: 'KY', totalMiles: 500, taxableMiles: 500, taxPaidGallons: 300 }],
      rates: new Map([['KY', { rate: 0.25, surchargeRate: 0.1 }]]),
    });
    expect(result.rows).toHaveLength(2);
    expect(result.rows[0]).toMatchObject({ surcharge: false, netTaxableGallons: -200, taxCents: -5000 });
    expect(result.rows[1]).toMatchObject({ surcharge: true, taxPaidGallons: 0, netTaxableGallons: 100, taxCents: 1000 });
    expect(result.totalTaxCents).toBe(-4000);
  });

  it('charges interest per jurisdiction on tax due only, and names a jurisdiction without a rate', () => {
    const result = iftaReturn({
      fuelType: 'DIESEL',
      totalGallons: 200,
      jurisdictions: [
        { jurisdiction: 'IL', totalMiles: 600, taxableMiles: 600, taxPaidGallons: 0 },
        { jurisdiction: 'IA', totalMiles: 400, taxableMiles: 400, taxPaidGallons: 200 },
        { jurisdiction: 'MO', totalMiles: 0, taxableMiles: 0, taxPaidGallons: 0 },
      ],
      rates,
      interest: { monthlyRate: 0.0041, monthsLate: 2 },
    });
    const byJurisdiction = Object.fromEntries(result.rows.map((row) => [row.jurisdiction, row]));
    // MPG 1,000 ÷ 200 = 5.00; IL 120 gal × 0.7490 = $89.88, interest 8,988 × 0.0041 × 2 = 73.7 → 74 cents
    expect(byJurisdiction.IL).toMatchObject({ taxableGallons: 120, taxCents: 8988, interestCents: 74 });
    // IA: 80 − 200 = −120 × 0.3250 = −$39.00, a credit earns no interest
    expect(byJurisdiction.IA).toMatchObject({ taxCents: -3900, interestCents: 0 });
    expect(result.totalInterestCents).toBe(74);
    expect(result.missingRates).toEqual(['MO']);
    expect(byJurisdiction.MO).toMatchObject({ rate: null, taxCents: 0 });
  });

  it('rounds a credit as it rounds a due', () => {
    expect(gallonsTaxCents(1, 0.2105)).toBe(21);
    expect(gallonsTaxCents(-1, 0.2105)).toBe(-21);
    expect(gallonsTaxCents(3, 0.335)).toBe(101); // 1.005 dollars: the float 1.00499… still rounds up
  });
});
