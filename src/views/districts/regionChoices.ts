import { CA_PROVINCES, US_STATES } from '../../domain/districts/regions';

/** The states and provinces as select choices, "TX — Texas", states first. */
export const REGION_CHOICES = [...Object.entries(US_STATES), ...Object.entries(CA_PROVINCES)].map(([value, name]) => ({
  value,
  label: `${value} — ${name}`,
}));

/** A district's address: /admin/district-requirements/TX or …/TX/Travis. */
export const districtPath = (stateProvince: string, county: string | null | undefined) =>
  `/admin/district-requirements/${stateProvince}${county ? `/${encodeURIComponent(county)}` : ''}`;
