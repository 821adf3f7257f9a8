import { randomUUID } from 'node:crypto';
import { countryOfRegion } from '../../../src/domain/districts/regions';
import type { Queryable } from '../database';
import type { TenantPlan } from './orders.tenants';
import { insertRows, type SeedRow } from './rows';

/**
 * The demo's district requirements, the same in both tenants (they are the law, not the operator's): a catalogue of
 * requirement types and real requirement sets for Texas (with Travis County's own additions), California, Florida,
 * New York and Ontario, with notes and, where the tenant has one, the registration office that takes the paperwork.
 * Sources are named beside each set; amounts are in minor units and were right when written (fees change: the
 * district notes say where to check). Nothing here is dice: the same rows on every run.
 */

type TypeSeed = { code: string; name: string; kind: string; inspectionKind?: string; inspects?: string[]; description: string };

const TYPES: readonly TypeSeed[] = [
  {
    code: 'TITLE',
    name: 'Certificate of title',
    kind: 'TITLE',
    description: 'The current title (or the province’s vehicle permit), signed over by every owner on it, with the state’s application.',
  },
  {
    code: 'MSO',
    name: 'Manufacturer’s certificate of origin',
    kind: 'MSO_MCO',
    description: 'A new vehicle’s MSO/MCO (in Canada the New Vehicle Information Statement), assigned by the dealer.',
  },
  {
    code: 'LIEN-RELEASE',
    name: 'Lien release',
    kind: 'LIEN_RELEASE',
    description: 'The lienholder’s release of every lien recorded on the title.',
  },
  { code: 'BILL-OF-SALE', name: 'Bill of sale', kind: 'BILL_OF_SALE', description: 'Price, date, VIN, buyer and seller, signed.' },
  {
    code: 'ODOMETER',
    name: 'Odometer disclosure',
    kind: 'ODOMETER_DISCLOSURE',
    description: 'Federal odometer disclosure (49 CFR 580): model year 2011 and newer until 20 years old.',
  },
  {
    code: 'POA',
    name: 'Power of attorney',
    kind: 'POWER_OF_ATTORNEY',
    description: 'When the owner cannot sign: a power of attorney naming the VIN.',
  },
  {
    code: 'VIN-INSPECTION',
    name: 'VIN verification',
    kind: 'INSPECTION',
    inspectionKind: 'STATE',
    inspects: ['VIN'],
    description: 'The VIN on the vehicle checked against the title by an authorised inspector.',
  },
  {
    code: 'EMISSIONS',
    name: 'Emissions inspection',
    kind: 'INSPECTION',
    inspectionKind: 'STATE',
    inspects: ['EMISSIONS'],
    description: 'A passed emissions (smog) test at a licensed station.',
  },
  {
    code: 'SAFETY-INSPECTION',
    name: 'Safety inspection',
    kind: 'INSPECTION',
    inspectionKind: 'STATE',
    inspects: ['SAFETY'],
    description: 'A passed state safety inspection.',
  },
  {
    code: 'ON-SSC',
    name: 'Safety Standards Certificate',
    kind: 'INSPECTION',
    inspectionKind: 'PROVINCIAL',
    inspects: ['SAFETY'],
    description: 'Ontario’s Safety Standards Certificate from a Motor Vehicle Inspection Station.',
  },
  {
    code: 'INSURANCE',
    name: 'Proof of insurance',
    kind: 'INSURANCE',
    description: 'Liability insurance meeting the district’s minimums, in the new owner’s name.',
  },
  { code: 'ID', name: 'Owner’s photo ID', kind: 'ID', description: 'Government photo ID of the person the vehicle is titled to.' },
  { code: 'TITLE-FEE', name: 'Title fee', kind: 'FEE', description: 'The district’s fee for a new certificate of title.' },
  { code: 'REGISTRATION-FEE', name: 'Registration fee', kind: 'FEE', description: 'The district’s base registration or transfer fee.' },
];

/** [type code, applies when, notes, fee amount in minor units]. */
type RequirementSeed = [string, string, string | null, number?];
type NoteSeed = ['GENERAL' | 'SPECIAL_INSTRUCTIONS', string];
type DistrictSeed = { stateProvince: string; county?: string; requirements: RequirementSeed[]; notes: NoteSeed[] };

const DISTRICTS: readonly DistrictSeed[] = [
  // Texas Department of Motor Vehicles (TxDMV), Transportation Code ch. 501 (titles) and 502 (registration); titles are
  // applied for at the county tax assessor-collector. Form 130-U, Application for Texas Title and/or Registration.
  // Safety inspections of most passenger vehicles ended January 1, 2025 (HB 3297, 88th Legislature); emissions
  // testing continues in 17 counties (Transportation Code ch. 548), Travis among them: see the county below.
  {
    stateProvince: 'TX',
    requirements: [
      ['TITLE', 'USED_VEHICLE', 'The title signed by the seller, with Form 130-U signed by seller and buyer.'],
      ['MSO', 'NEW_VEHICLE', 'With Form 130-U from the dealer.'],
      ['LIEN-RELEASE', 'LIEN_ON_TITLE', 'On the lienholder’s letterhead, or the release section of the title signed.'],
      ['ODOMETER', 'ALWAYS', 'On the title’s assignment; a separate odometer disclosure statement when the title has no room.'],
      ['POA', 'OWNER_NOT_SIGNING', 'A power of attorney naming the VIN; a secure form when the odometer is disclosed under it.'],
      [
        'VIN-INSPECTION',
        'OUT_OF_STATE_TITLE',
        'A vehicle titled in another state gets a Texas inspection station’s VIN check before its first Texas registration.',
      ],
      ['INSURANCE', 'ALWAYS', 'Texas liability minimums 30/60/25 (Transportation Code §601.072).'],
      ['ID', 'ALWAYS', null],
      ['TITLE-FEE', 'ALWAYS', 'Title application fee $28 or $33 depending on the county (TxDMV fee schedule).', 2800],
      [
        'REGISTRATION-FEE',
        'ALWAYS',
        'Base registration fee for a passenger car or light truck, before county and state add-on fees.',
        5075,
      ],
    ],
    notes: [
      [
        'GENERAL',
        'Motor vehicle sales tax of 6.25% of the price (or standard presumptive value) is paid with the title application; new residents pay a $90 new-resident tax instead.',
      ],
      [
        'SPECIAL_INSTRUCTIONS',
        'File within 30 days of the sale to avoid the late-transfer penalty. Check the current fee schedule at txdmv.gov before quoting.',
      ],
    ],
  },
  // Travis County Tax Assessor-Collector: Travis is one of the 17 emissions counties (Texas Commission on Environmental
  // Quality, OBD test for gasoline vehicles 2 to 24 years old); the county title application fee is $33.
  {
    stateProvince: 'TX',
    county: 'Travis',
    requirements: [
      [
        'EMISSIONS',
        'ALWAYS',
        'OBD emissions test for gasoline vehicles 2 to 24 model years old (TCEQ); the result is on file electronically.',
      ],
      ['TITLE-FEE', 'ALWAYS', 'Travis County collects the $33 title application fee.', 3300],
    ],
    notes: [
      [
        'GENERAL',
        'Our runner takes fleet packets to the Airport Blvd office; check the wait times on the tax office’s site before sending a driver.',
      ],
    ],
  },
  // California Department of Motor Vehicles, Vehicle Code §§4000, 5900 (transfer), 4000.1 and 24007 (smog). REG 343
  // Application for Title or Registration, REG 31 Verification of Vehicle, REG 262 Vehicle/Vessel Transfer and
  // Reassignment (odometer), REG 260 Power of Attorney, REG 135 Bill of Sale.
  {
    stateProvince: 'CA',
    requirements: [
      ['TITLE', 'USED_VEHICLE', 'California title signed on line 1 by every registered owner; REG 343 for a vehicle new to California.'],
      ['MSO', 'NEW_VEHICLE', 'With REG 343 from the dealer.'],
      ['LIEN-RELEASE', 'LIEN_ON_TITLE', 'The legal owner’s signature on the title, or a lien release letter.'],
      ['BILL-OF-SALE', 'ALWAYS', 'REG 135 when the title does not show the price.'],
      ['ODOMETER', 'ALWAYS', 'On the title, or REG 262 when the title has no odometer section.'],
      ['POA', 'OWNER_NOT_SIGNING', 'REG 260.'],
      ['VIN-INSPECTION', 'OUT_OF_STATE_TITLE', 'REG 31 Verification of Vehicle by DMV, the CHP or a licensed vehicle verifier.'],
      [
        'EMISSIONS',
        'ALWAYS',
        'Smog certification on transfer of a gasoline vehicle more than 4 model years old, and on first California registration of an out-of-state vehicle.',
      ],
      ['INSURANCE', 'ALWAYS', null],
      ['REGISTRATION-FEE', 'ALWAYS', 'Transfer fee; registration, vehicle licence fee (by value) and use tax are computed by DMV.', 1500],
    ],
    notes: [
      [
        'SPECIAL_INSTRUCTIONS',
        'The seller files the Notice of Transfer and Release of Liability (REG 138) within 5 days; the buyer transfers within 10 days.',
      ],
    ],
  },
  // Florida Department of Highway Safety and Motor Vehicles (FLHSMV), Florida Statutes ch. 319 (titles) and 320
  // (registration); applications go to the county tax collector. HSMV 82040 Application for Certificate of Title,
  // HSMV 82042 Vehicle Identification Number and Odometer Verification.
  {
    stateProvince: 'FL',
    requirements: [
      ['TITLE', 'USED_VEHICLE', 'The title signed by every seller, with HSMV 82040.'],
      ['MSO', 'NEW_VEHICLE', 'With HSMV 82040.'],
      ['LIEN-RELEASE', 'LIEN_ON_TITLE', null],
      ['ODOMETER', 'ALWAYS', 'On the title, or HSMV 82042 for an out-of-state title.'],
      ['POA', 'OWNER_NOT_SIGNING', null],
      [
        'VIN-INSPECTION',
        'OUT_OF_STATE_TITLE',
        'HSMV 82042, completed by a law enforcement officer, a Florida dealer, a notary or a tax collector employee.',
      ],
      ['INSURANCE', 'ALWAYS', 'Florida personal injury protection ($10,000) and property damage liability ($10,000) (s. 627.733).'],
      ['ID', 'ALWAYS', null],
      [
        'TITLE-FEE',
        'ALWAYS',
        'Electronic title from $75.25; a paper title and out-of-state titles cost more (tax collector’s schedule).',
        7525,
      ],
      ['REGISTRATION-FEE', 'OUT_OF_STATE_TITLE', 'Initial registration fee for a vehicle never registered in Florida (s. 320.072).', 22500],
    ],
    notes: [['GENERAL', 'Florida has no safety or emissions inspection for passenger vehicles.']],
  },
  // New York State Department of Motor Vehicles, Vehicle and Traffic Law art. 46 (titles) and §301 (inspection).
  // MV-82 Vehicle Registration/Title Application, MV-103 Odometer and Damage Disclosure Statement, MV-912 Bill of
  // Sale, DTF-802 Statement of Transaction (sales tax on a private sale), FS-20 New York insurance identification card.
  {
    stateProvince: 'NY',
    requirements: [
      ['TITLE', 'USED_VEHICLE', 'The title signed over by every owner, with MV-82.'],
      ['MSO', 'NEW_VEHICLE', 'With MV-82 and the dealer’s MV-50.'],
      ['LIEN-RELEASE', 'LIEN_ON_TITLE', null],
      ['BILL-OF-SALE', 'ALWAYS', 'MV-912 or an equivalent with price and date; a private sale also needs DTF-802 for the sales tax.'],
      ['ODOMETER', 'ALWAYS', 'On the title, or MV-103.'],
      ['POA', 'OWNER_NOT_SIGNING', null],
      ['SAFETY-INSPECTION', 'ALWAYS', 'At a licensed New York inspection station within 10 days of registration (VTL §301).'],
      ['INSURANCE', 'ALWAYS', 'A New York insurance card (FS-20) from an insurer licensed in New York.'],
      ['ID', 'ALWAYS', 'Proof of identity and date of birth to DMV’s 6-point standard.'],
      ['TITLE-FEE', 'ALWAYS', 'Certificate of title fee.', 5000],
    ],
    notes: [
      [
        'SPECIAL_INSTRUCTIONS',
        'Vehicles of model year 1972 and older are transferred by registration and a transferable registration, not a title.',
      ],
    ],
  },
  // ServiceOntario for the Ministry of Transportation; Highway Traffic Act s. 11 (transfer of a vehicle permit),
  // the Used Vehicle Information Package (UVIP) the seller must give, O. Reg. 611 (Safety Standards Certificate). Drive Clean emissions testing of light vehicles ended April 1, 2019.
  {
    stateProvince: 'ON',
    requirements: [
      ['TITLE', 'USED_VEHICLE', 'The vehicle portion of the permit signed by the seller, and the UVIP.'],
      ['MSO', 'NEW_VEHICLE', 'New Vehicle Information Statement (NVIS) from the dealer.'],
      ['LIEN-RELEASE', 'LIEN_ON_TITLE', 'A lien discharge if the UVIP shows a lien registered against the VIN.'],
      ['BILL-OF-SALE', 'ALWAYS', 'The bill of sale section of the UVIP, signed by buyer and seller.'],
      ['ON-SSC', 'USED_VEHICLE', 'Issued within the last 36 days by a Motor Vehicle Inspection Station; needed to plate the vehicle.'],
      ['INSURANCE', 'ALWAYS', 'An Ontario liability insurance card (pink slip).'],
      ['ID', 'ALWAYS', 'Ontario driver’s licence or other accepted ID.'],
      ['REGISTRATION-FEE', 'ALWAYS', 'Vehicle permit transfer fee.', 3200],
    ],
    notes: [
      [
        'GENERAL',
        'Retail sales tax of 13% on a private sale, on the greater of the price and the wholesale value in the UVIP; HST on dealer sales.',
      ],
      ['SPECIAL_INSTRUCTIONS', 'Register the transfer within 6 days of the sale (Highway Traffic Act s. 11).'],
    ],
  },
];

/** The office the East tenant files Travis County title work at (its only Texas registration location). */
const TRAVIS_OFFICE = {
  name: 'Travis County Tax Office',
  address1: '5501 Airport Blvd',
  city: 'Austin',
  county: 'Travis',
  state_province: 'TX',
  postal_code: '78751',
  lat: 30.321,
  lng: -97.711,
};

export const seedDistricts = async (tx: Queryable, tenantId: string, plan: TenantPlan) => {
  const types = TYPES.map((type) => ({
    tenant_id: tenantId,
    id: randomUUID(),
    code: type.code,
    name: type.name,
    kind: type.kind,
    inspection_kind: type.inspectionKind ?? null,
    inspects: type.inspects ?? [],
    description: type.description,
  }));
  const typeId = new Map(types.map((type) => [type.code, type.id]));
  const districts: SeedRow[] = [];
  const requirements: SeedRow[] = [];
  const notes: SeedRow[] = [];
  for (const seed of DISTRICTS) {
    const id = randomUUID();
    districts.push({
      tenant_id: tenantId,
      id,
      country: countryOfRegion(seed.stateProvince),
      state_province: seed.stateProvince,
      county: seed.county ?? null,
    });
    for (const [position, [code, appliesWhen, text, fee]] of seed.requirements.entries())
      requirements.push({
        tenant_id: tenantId,
        district_id: id,
        requirement_type_id: typeId.get(code),
        position,
        applies_when: appliesWhen,
        notes: text,
        fee_amount: fee ?? null,
      });
    for (const [kind, body] of seed.notes) notes.push({ tenant_id: tenantId, district_id: id, kind, body });
  }
  await insertRows(tx, 'requirement_types', types);
  await insertRows(tx, 'districts', districts);
  await insertRows(tx, 'district_requirements', requirements);
  await insertRows(tx, 'district_notes', notes);
  // Offices: Travis County's tax office in the US tenant; ServiceOntario's existing location in the Canadian one.
  const officeOf = (stateProvince: string, county: string | null) =>
    districts.find((d) => d.state_province === stateProvince && d.county === county)?.id;
  if (plan.country === 'US') {
    const locationId = randomUUID();
    await insertRows(tx, 'locations', [
      {
        tenant_id: tenantId,
        id: locationId,
        type: 'REGISTRATION',
        country: 'US',
        geocode_source: 'FORM',
        hours: 'Mon–Fri 7:30–16:30',
        ...TRAVIS_OFFICE,
      },
    ]);
    await insertRows(tx, 'district_offices', [{ tenant_id: tenantId, district_id: officeOf('TX', 'Travis'), location_id: locationId }]);
  }
  const { rows: registration } = await tx.query<{ id: string; stateProvince: string }>(
    `SELECT id, state_province AS "stateProvince" FROM locations WHERE tenant_id = $1 AND type = 'REGISTRATION' AND deleted_at IS NULL AND state_province = 'ON'`,
    [tenantId],
  );
  await insertRows(
    tx,
    'district_offices',
    registration.map((row) => ({ tenant_id: tenantId, district_id: officeOf(row.stateProvince, null), location_id: row.id })),
  );
};
