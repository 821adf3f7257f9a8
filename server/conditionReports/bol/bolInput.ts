import type {
  ConditionReportDirection,
  ConditionReportStatus,
  FuelLevel,
  InspectionItemCode,
  InspectionObstruction,
  InspectionResult,
  InteriorCondition,
  LooseItemSpot,
  WashType,
} from '../../../src/generated/enums';

/** A moment: a Date from a row or an ISO string from JSON. */
export type BolTime = Date | string;

export type BolParty = {
  name: string;
  addressLines: string[];
  contactName?: string | null;
  phone?: string | null;
  email?: string | null;
};

export type BolDamage = {
  /** The marker's number on the diagram and the table's first column (1, 2, …). */
  number: number;
  area: string;
  type: string;
  severity: number;
  /** The five-digit M-22 code. */
  code: string;
  /** "Front bumper · Scratched · 1–3″". */
  description: string;
  x: number;
  y: number;
  preExisting: boolean;
  newSinceLastCustody: boolean;
  note?: string | null;
};

export type BolPhoto = {
  /** The thumbnail, a JPEG (the media store's thumbnails are). */
  jpeg: Uint8Array;
  /** What it shows: "Damage 2", "Odometer", "Keys". */
  label?: string | null;
  capturedAt: BolTime;
  latitude?: number | null;
  longitude?: number | null;
};

export type BolSignature = {
  name: string;
  signedAt: BolTime;
  latitude?: number | null;
  longitude?: number | null;
  /** The drawn signature, a PNG. */
  png: Uint8Array;
};

/** Everything a bill of lading prints: plain data, gathered by the caller, so the renderer reads no database. */
export type BolInput = {
  /** The tenant: the operator whose BOL it is. */
  operatorName: string;
  /** Times print in this zone (the tenant's), named beside them; a bad zone falls back to UTC. */
  timeZone: string;
  locale?: string;
  report: {
    number: string;
    direction: ConditionReportDirection;
    status: ConditionReportStatus;
    capturedAt: BolTime;
    submittedAt?: BolTime | null;
    latitude?: number | null;
    longitude?: number | null;
  };
  orderNumber: string;
  legNumber: string | number;
  vehicle: {
    year?: number | null;
    make?: string | null;
    model?: string | null;
    vin?: string | null;
    vinScanned?: string | null;
    /** False: the scanned VIN is another vehicle's (printed as a mismatch); null: none was scanned. */
    vinMatches?: boolean | null;
    odometer?: number | null;
    /** The tenant's distance unit, "mi" or "km". */
    odometerUnit: string;
    fuelLevel?: FuelLevel | null;
    /** Per cent, for an electric vehicle. */
    evStateOfCharge?: number | null;
    keysCount: number;
    fobsCount: number;
  };
  pickup: BolParty;
  delivery: BolParty;
  driverName?: string | null;
  carrierName?: string | null;
  items: Array<{ code: InspectionItemCode; result: InspectionResult; note?: string | null }>;
  damages: BolDamage[];
  /** Up to BOL_MAX_PHOTOS are printed; the rest are counted. */
  photos: BolPhoto[];
  driverSignature?: BolSignature | null;
  customerSignature?: BolSignature | null;
  /** Set when the customer was not there to sign: printed as a "CUSTOMER NOT AVAILABLE" stamp. */
  customerNotAvailableReason?: string | null;
  notes?: string | null;
  obstructions: InspectionObstruction[];
  interiorConditions: InteriorCondition[];
  looseItems: Array<{ spot: LooseItemSpot; description: string }>;
  washType?: WashType | null;
  /** The delivery survey's page and this leg's code (issue 31): printed under the header for the receiver to rate the delivery. */
  survey?: { url: string; code: string } | null;
};
