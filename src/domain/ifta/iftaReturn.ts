/**
 * The IFTA quarterly return for one fuel type, as the states' instructions compute it (Idaho State Tax Commission,
 * "Idaho IFTA Reporting" steps 1–5, tax.idaho.gov; OOIDA, "Calculating Fuel Tax Reports", ooida.com):
 * - fleet MPG = all miles ÷ all gallons of the fuel type, to two decimals;
 * - per jurisdiction: taxable gallons = taxable miles ÷ MPG, rounded to the nearest whole gallon;
 *   net taxable gallons = taxable gallons − tax-paid gallons (negative: a credit); tax = net × the quarter's rate;
 * - a surcharge row (Indiana, Kentucky, Virginia have had them) taxes the taxable gallons with no tax-paid credit;
 * - interest is computed per jurisdiction on the tax due (never on a credit), not on the return's net.
 * Money in integer cents; rates in dollars per gallon (four decimals as the IFTA, Inc. tax matrix prints them).
 */

export type IftaJurisdictionInput = {
  jurisdiction: string;
  totalMiles: number;
  taxableMiles: number;
  taxPaidGallons: number;
};

export type IftaRate = { rate: number; surchargeRate: number | null };

/** Interest for the return: a monthly rate and the months late (0 when filed on time). */
export type IftaInterest = { monthlyRate: number; monthsLate: number };

export type IftaReturnInput = {
  fuelType: string;
  /** All gallons of the fuel type put into the qualified units' tanks in the quarter (tax-paid or not). */
  totalGallons: number;
  jurisdictions: readonly IftaJurisdictionInput[];
  rates: ReadonlyMap<string, IftaRate>;
  interest?: IftaInterest;
};

export type IftaReturnRow = {
  jurisdiction: string;
  surcharge: boolean;
  totalMiles: number;
  taxableMiles: number;
  taxableGallons: number;
  taxPaidGallons: number;
  netTaxableGallons: number;
  /** null: no rate entered for the quarter (the row's tax is left at 0 and the report says so). */
  rate: number | null;
  taxCents: number;
  interestCents: number;
};

export type IftaReturn = {
  fuelType: string;
  totalMiles: number;
  totalTaxableMiles: number;
  totalGallons: number;
  /** null when no gallons were recorded (no MPG can be computed). */
  mpg: number | null;
  rows: IftaReturnRow[];
  totalTaxCents: number;
  totalInterestCents: number;
  missingRates: string[];
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Fleet MPG to two decimals (Idaho step 1, Section 3 column C). */
export const fleetMpg = (totalMiles: number, totalGallons: number): number | null =>
  totalGallons > 0 ? round2(totalMiles / totalGallons) : null;

/** Taxable gallons: taxable miles ÷ MPG, to the nearest whole gallon (Idaho step 4, column 9). */
export const taxableGallons = (taxableMiles: number, mpg: number | null): number =>
  mpg === null || mpg <= 0 ? 0 : Math.round(taxableMiles / mpg);

/** Gallons × dollars per gallon, in cents, rounded half away from zero (a credit rounds as a due does). */
export const gallonsTaxCents = (gallons: number, rate: number): number => {
  const cents = Math.round(Math.abs(gallons) * rate * 100 * 1e6) / 1e6;
  return Math.sign(gallons) * Math.round(cents);
};

const interestCents = (taxCents: number, interest: IftaInterest | undefined) =>
  !interest || taxCents <= 0 || interest.monthsLate <= 0 ? 0 : Math.round(taxCents * interest.monthlyRate * interest.monthsLate);

export const iftaReturn = ({ fuelType, totalGallons, jurisdictions, rates, interest }: IftaReturnInput): IftaReturn => {
  const totalMiles = jurisdictions.reduce((sum, j) => sum + j.totalMiles, 0);
  const totalTaxableMiles = jurisdictions.reduce((sum, j) => sum + j.taxableMiles, 0);
  const mpg = fleetMpg(totalMiles, totalGallons);
  const rows: IftaReturnRow[] = [];
  const missingRates: string[] = [];
  for (const j of [...jurisdictions].sort((a, b) => a.jurisdiction.localeCompare(b.jurisdiction))) {
    const gallons = taxableGallons(j.taxableMiles, mpg);
    const found = rates.get(j.jurisdiction) ?? null;
    if (!found) missingRates.push(j.jurisdiction);
    const net = gallons - j.taxPaidGallons;
    const tax = found ? gallonsTaxCents(net, found.rate) : 0;
    rows.push({
      jurisdiction: j.jurisdiction,
      surcharge: false,
      totalMiles: j.totalMiles,
      taxableMiles: j.taxableMiles,
      taxableGallons: gallons,
      taxPaidGallons: j.taxPaidGallons,
      netTaxableGallons: net,
      rate: found?.rate ?? null,
      taxCents: tax,
      interestCents: interestCents(tax, interest),
    });
    if (found?.surchargeRate) {
      const surchargeTax = gallonsTaxCents(gallons, found.surchargeRate);
      rows.push({
        jurisdiction: j.jurisdiction,
        surcharge: true,
        totalMiles: j.totalMiles,
        taxableMiles: j.taxableMiles,
        taxableGallons: gallons,
        taxPaidGallons: 0,
        netTaxableGallons: gallons,
        rate: found.surchargeRate,
        taxCents: surchargeTax,
        interestCents: interestCents(surchargeTax, interest),
      });
    }
  }
  return {
    fuelType,
    totalMiles,
    totalTaxableMiles,
    totalGallons,
    mpg,
    rows,
    totalTaxCents: rows.reduce((sum, row) => sum + row.taxCents, 0),
    totalInterestCents: rows.reduce((sum, row) => sum + row.interestCents, 0),
    missingRates,
  };
};
