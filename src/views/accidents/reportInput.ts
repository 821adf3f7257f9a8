import type { AccidentLegAction } from '@/generated/enums/AccidentLegAction';
import type { IncidentKind } from '@/generated/enums/IncidentKind';
import { isoToZoned, zonedToIso } from '../../domain/dates';
import type { RecordableFacts } from '../../domain/recordable';

/** The report form's single fields, as typed (useForm keeps them); lists and the leg live beside them. */
export type ReportFormValues = {
  kind: IncidentKind;
  day: string;
  time: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  latitude: string;
  longitude: string;
  description: string;
  driverId: string;
  legAction: AccidentLegAction;
  policeAgency: string;
  policeReportNumber: string;
  injuries: string;
  injuriesTreatedAway: string;
  fatalities: string;
  towedDisabled: boolean;
  hazmatReleased: boolean;
  weather: string;
  claimNumbers: string;
};

export type PartyRow = {
  key: number;
  name: string;
  licenceNumber: string;
  licenceState: string;
  plate: string;
  plateState: string;
  insurer: string;
  policyNumber: string;
  phone: string;
};
export type WitnessRow = { key: number; name: string; phone: string; statement: string };

/** The leg a report is about, as the picker found it (or the stored report names it). */
export type PickedLeg = {
  id: string;
  number: string;
  status: string;
  driverId?: string | null;
  vehicle?: { id: string; year?: number | null; make?: string | null; model?: string | null; vin?: string | null } | null;
  eventOptions?: readonly { event: string; enabled: boolean; refusal?: string | null; reason?: string | null }[];
};

/** A stored report as the edit form starts from it. */
export type StoredReport = {
  kind: IncidentKind;
  occurredAt: string;
  timeZone: string;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  description: string;
  driver?: { id: string } | null;
  policeAgency?: string | null;
  policeReportNumber?: string | null;
  injuries: number;
  injuriesTreatedAway: number;
  fatalities: number;
  towedDisabled: boolean;
  hazmatReleased: boolean;
  weather?: string | null;
  claimNumbers: readonly string[];
};

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export const reportFormValues = (report?: StoredReport): ReportFormValues => {
  const when = report ? isoToZoned(report.occurredAt, report.timeZone) : { day: '', time: '' };
  return {
    kind: report?.kind ?? 'ACCIDENT',
    day: when.day,
    time: when.time,
    street: text(report?.street),
    city: text(report?.city),
    state: text(report?.state),
    postalCode: text(report?.postalCode),
    latitude: text(report?.latitude),
    longitude: text(report?.longitude),
    description: report?.description ?? '',
    driverId: report?.driver?.id ?? '',
    legAction: 'NONE',
    policeAgency: text(report?.policeAgency),
    policeReportNumber: text(report?.policeReportNumber),
    injuries: text(report?.injuries ?? 0),
    injuriesTreatedAway: text(report?.injuriesTreatedAway ?? 0),
    fatalities: text(report?.fatalities ?? 0),
    towedDisabled: report?.towedDisabled ?? false,
    hazmatReleased: report?.hazmatReleased ?? false,
    weather: text(report?.weather),
    claimNumbers: (report?.claimNumbers ?? []).join(', '),
  };
};

/** A typed count or coordinate: blank is null, anything else a number (NaN when it is not one, for the schema to refuse). */
export const numberOf = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));

/** The day and time in the report's zone as an instant; what is not one is passed on for the schema to word. */
const occurredAtOf = (values: ReportFormValues, timeZone: string): string => {
  if (!values.day && !values.time) return '';
  return zonedToIso(values.day, values.time, timeZone) ?? 'not a date';
};

/** What the shared schema (and AccidentReportInput) takes. */
export const reportInputOf = (
  values: ReportFormValues,
  lists: { leg: PickedLeg | null; parties: readonly PartyRow[]; witnesses: readonly WitnessRow[]; timeZone: string; creating: boolean },
) => ({
  kind: values.kind,
  occurredAt: occurredAtOf(values, lists.timeZone),
  timeZone: lists.timeZone,
  street: values.street,
  city: values.city,
  state: values.state,
  postalCode: values.postalCode,
  latitude: numberOf(values.latitude),
  longitude: numberOf(values.longitude),
  description: values.description,
  legId: lists.leg?.id ?? null,
  vehicleId: lists.leg?.vehicle?.id ?? null,
  driverId: values.driverId || null,
  legAction: lists.creating && lists.leg ? values.legAction : null,
  otherParties: lists.parties.map(({ key: _key, ...party }) => party),
  witnesses: lists.witnesses.map(({ key: _key, ...witness }) => witness),
  policeAgency: values.policeAgency,
  policeReportNumber: values.policeReportNumber,
  injuries: numberOf(values.injuries),
  injuriesTreatedAway: numberOf(values.injuriesTreatedAway),
  fatalities: numberOf(values.fatalities),
  towedDisabled: values.towedDisabled,
  hazmatReleased: values.hazmatReleased,
  weather: values.weather || null,
  claimNumbers: values.claimNumbers
    .split(/[,\n]/)
    .map((claim) => claim.trim())
    .filter(Boolean),
});

/** The facts the DOT test reads, from what is typed so far (a count not typed yet counts as 0). */
export const recordableFactsOf = (values: ReportFormValues): RecordableFacts => {
  const count = (value: string) => {
    const n = numberOf(value);
    return n !== null && Number.isFinite(n) && n > 0 ? n : 0;
  };
  return {
    kind: values.kind,
    fatalities: count(values.fatalities),
    injuries: count(values.injuries),
    injuriesTreatedAway: count(values.injuriesTreatedAway),
    towedDisabled: values.towedDisabled,
  };
};
