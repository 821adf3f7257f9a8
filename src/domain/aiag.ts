/**
 * AIAG M-22 damage codes (finished-vehicle logistics): a damage is an area (2 digits), a damage type (2 digits) and
 * a severity (1 digit), recorded at every change of custody; the X12 `ID` segment carries the same three fields.
 * The lists are the codes a car hauler's driver uses every day (the full M-22 table is licensed). The severity bands
 * are our working choice, not the standard's text (docs/domain.md#inspections).
 */

export const AIAG_AREAS = {
  '01': 'Antenna',
  '03': 'Front bumper',
  '04': 'Rear bumper',
  '10': 'Left front door',
  '11': 'Left rear door',
  '12': 'Right front door',
  '13': 'Right rear door',
  '14': 'Left front fender',
  '15': 'Left quarter panel',
  '16': 'Right front fender',
  '17': 'Right quarter panel',
  '20': 'Windshield',
  '21': 'Rear glass',
  '22': 'Grille',
  '24': 'Headlamps',
  '25': 'Fog lamps',
  '27': 'Hood',
  '30': 'Left mirror',
  '31': 'Right mirror',
  '35': 'Left rocker',
  '36': 'Right rocker',
  '37': 'Roof',
  '38': 'Left running board',
  '39': 'Right running board',
  '45': 'Tail lamps',
  '52': 'Deck lid / tailgate',
  '64': 'Spoiler',
  '72': 'Left front tire',
  '73': 'Left front wheel',
  '74': 'Left rear tire',
  '75': 'Left rear wheel',
  '76': 'Right rear tire',
  '77': 'Right rear wheel',
  '78': 'Right front tire',
  '79': 'Right front wheel',
  '92': 'License plate',
} as const satisfies Record<string, string>;

export const AIAG_DAMAGE_TYPES = {
  '04': 'Dented, paint damaged',
  '06': 'Cracked',
  '08': 'Missing',
  '11': 'Punctured',
  '12': 'Scratched',
  '14': 'Dented, paint not damaged',
  '20': 'Glass cracked',
  '23': 'Glass scratched',
} as const satisfies Record<string, string>;

export const AIAG_SEVERITIES = {
  1: 'Under 1″',
  2: '1–3″',
  3: '3–6″',
  4: '6–12″',
  5: 'Over 12″',
} as const satisfies Record<number, string>;

export type AiagArea = keyof typeof AIAG_AREAS;
export type AiagDamageType = keyof typeof AIAG_DAMAGE_TYPES;
export type AiagSeverity = keyof typeof AIAG_SEVERITIES;

export const isAiagArea = (code: string): code is AiagArea => Object.hasOwn(AIAG_AREAS, code);
export const isAiagDamageType = (code: string): code is AiagDamageType => Object.hasOwn(AIAG_DAMAGE_TYPES, code);
export const isAiagSeverity = (value: number): value is AiagSeverity => Object.hasOwn(AIAG_SEVERITIES, value);

/** The five-digit M-22 code of a damage: area, type, severity ("03" "12" 2 → "03122"). */
export const aiagCode = (area: string, type: string, severity: number): string => `${area}${type}${severity}`;

/** "Front bumper · Scratched · 1–3″". */
export const describeDamage = (area: string, type: string, severity: number): string =>
  [
    isAiagArea(area) ? AIAG_AREAS[area] : `Area ${area}`,
    isAiagDamageType(type) ? AIAG_DAMAGE_TYPES[type] : `Type ${type}`,
    isAiagSeverity(severity) ? AIAG_SEVERITIES[severity] : `Severity ${severity}`,
  ].join(' · ');
