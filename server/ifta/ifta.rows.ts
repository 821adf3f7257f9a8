import type { FuelType } from '../../src/generated/enums';
import type { Locked } from '../records/writes';

/** A quarterly IFTA rate (062_ifta.sql): the tenant's own (`own`) or a published one every tenant reads. */
export type IftaRateRow = {
  id: string;
  own: boolean;
  quarter: string;
  jurisdiction: string;
  fuelType: FuelType;
  rate: number;
  surchargeRate: number | null;
  interestRate: number | null;
  source: string;
  version: number;
  updatedAt: Date;
};

export const RATE_SELECT = `r.id, r.tenant_id IS NOT NULL AS own, r.quarter, r.jurisdiction, r.fuel_type AS "fuelType",
  r.rate::float8 AS rate, r.surcharge_rate::float8 AS "surchargeRate", r.interest_rate::float8 AS "interestRate", r.source,
  r.version, r.updated_at AS "updatedAt"`;

export const IFTA_RATES: Locked = {
  table: 'ifta_rates',
  alias: 'r',
  select: RATE_SELECT,
  what: 'IFTA rate',
  kind: 'IFTA rates',
  noun: 'iftaRate',
};
