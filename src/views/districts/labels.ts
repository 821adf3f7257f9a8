import type { DistrictCountry } from '@/generated/enums/DistrictCountry';
import type { InspectionCheck } from '@/generated/enums/InspectionCheck';
import type { InspectionKind } from '@/generated/enums/InspectionKind';
import type { NoteKind } from '@/generated/enums/NoteKind';
import type { RequirementCondition } from '@/generated/enums/RequirementCondition';
import type { RequirementKind } from '@/generated/enums/RequirementKind';

/** The district requirements area's words for its enum values. */

export const REQUIREMENT_KIND_LABEL: Record<RequirementKind, string> = {
  TITLE: 'Title',
  MSO_MCO: 'MSO / MCO',
  LIEN_RELEASE: 'Lien release',
  BILL_OF_SALE: 'Bill of sale',
  ODOMETER_DISCLOSURE: 'Odometer disclosure',
  POWER_OF_ATTORNEY: 'Power of attorney',
  INSPECTION: 'Inspection',
  INSURANCE: 'Insurance',
  ID: 'ID',
  FEE: 'Fee',
};

export const INSPECTION_KIND_LABEL: Record<InspectionKind, string> = {
  NONE: 'None',
  PROVINCIAL: 'Provincial',
  STATE: 'State',
  TEMP: 'Temporary',
};

export const INSPECTION_CHECK_LABEL: Record<InspectionCheck, string> = {
  VIN: 'VIN',
  EMISSIONS: 'Emissions',
  SAFETY: 'Safety',
};

export const CONDITION_LABEL: Record<RequirementCondition, string> = {
  ALWAYS: 'Always',
  NEW_VEHICLE: 'New vehicle',
  USED_VEHICLE: 'Used vehicle',
  OUT_OF_STATE_TITLE: 'Out-of-state title',
  LIEN_ON_TITLE: 'Lien on the title',
  OWNER_NOT_SIGNING: 'Owner cannot sign',
};

export const COUNTRY_LABEL: Record<DistrictCountry, string> = {
  US: 'United States',
  CA: 'Canada',
};

export const NOTE_KIND_LABEL: Record<NoteKind, string> = {
  GENERAL: 'General',
  SPECIAL_INSTRUCTIONS: 'Special instructions',
};
