import * as z from 'zod';
import { InspectionCheckValues } from '../../generated/enums/InspectionCheck';
import { InspectionKindValues } from '../../generated/enums/InspectionKind';
import { NoteKindValues } from '../../generated/enums/NoteKind';
import { RequirementConditionValues } from '../../generated/enums/RequirementCondition';
import { RequirementKindValues } from '../../generated/enums/RequirementKind';
import type { Role } from '../roles';
import { countryOfRegion } from '../districts/regions';
import { minorUnits } from './money';
import { optionalText } from './text';

/**
 * District requirement forms: the same schemas check the form in the browser and the input on the server (shaped as
 * the GraphQL inputs RequirementTypeInput, DistrictInput, DistrictRequirementInput, DistrictNoteInput).
 */

/** Tag and title staff read the requirements their packets are built from; ADMIN and the lead edit them (docs/access.md#areas). */
export const DISTRICT_READER_ROLES: readonly Role[] = ['ADMIN', 'TAG_TITLE', 'TAG_TITLE_LEAD'];
export const DISTRICT_WRITER_ROLES: readonly Role[] = ['ADMIN', 'TAG_TITLE_LEAD'];

export const DESCRIPTION_MAX = 2000;
export const NOTE_MAX = 2000;
export const REQUIREMENTS_MAX = 60;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

export const requirementTypeInputSchema = z
  .object({
    code: requiredText('code', 30)
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'The code may contain letters, digits, dashes and underscores only.')),
    name: requiredText('name', 100),
    kind: z.enum(RequirementKindValues, { error: 'The kind field is required.' }),
    inspectionKind: z
      .enum(InspectionKindValues, { error: 'The selected inspection kind is invalid.' })
      .nullish()
      .transform((value) => value ?? null),
    inspects: z
      .array(z.enum(InspectionCheckValues, { error: 'The selected inspection is invalid.' }), {
        error: 'The inspects field must be a list.',
      })
      .nullish()
      .transform((value) => [...new Set(value ?? [])]),
    description: optionalText(DESCRIPTION_MAX, 'description'),
  })
  .superRefine((value, context) => {
    const inspection = value.kind === 'INSPECTION';
    if (inspection && value.inspectionKind === null)
      context.addIssue({
        code: 'custom',
        path: ['inspectionKind'],
        message: 'An inspection needs its kind (none, provincial, state or temporary).',
      });
    if (inspection && value.inspects.length === 0)
      context.addIssue({ code: 'custom', path: ['inspects'], message: 'Choose what the inspection checks: VIN, emissions or safety.' });
    if (!inspection && value.inspectionKind !== null)
      context.addIssue({ code: 'custom', path: ['inspectionKind'], message: 'Only an inspection has an inspection kind.' });
    if (!inspection && value.inspects.length > 0)
      context.addIssue({ code: 'custom', path: ['inspects'], message: 'Only an inspection checks VIN, emissions or safety.' });
  });
export type RequirementTypeInputValues = z.output<typeof requirementTypeInputSchema>;

export const districtInputSchema = z.object({
  stateProvince: requiredText('state or province', 2)
    .transform((value) => value.toUpperCase())
    .refine((value) => countryOfRegion(value) !== null, 'Give a US state or Canadian province by its two letters (TX, ON).'),
  county: optionalText(64, 'county').refine(
    (value) => value === null || /^\p{L}[\p{L} .'’-]*$/u.test(value),
    'The county may contain letters, spaces, dots, apostrophes and hyphens only.',
  ),
});
export type DistrictInputValues = z.output<typeof districtInputSchema>;

export const districtRequirementInputSchema = z.object({
  requirementTypeId: z.string({ error: 'The requirement type field is required.' }).regex(ID, 'The selected requirement type is invalid.'),
  appliesWhen: z.enum(RequirementConditionValues, { error: 'The applies when field is required.' }),
  notes: optionalText(NOTE_MAX, 'notes'),
  feeAmount: minorUnits('fee amount')
    .nullish()
    .transform((value) => value ?? null),
});

export const districtRequirementsSchema = z
  .array(districtRequirementInputSchema, { error: 'The requirements field must be a list.' })
  .max(REQUIREMENTS_MAX, `A district may list at most ${REQUIREMENTS_MAX} requirements.`)
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.requirementTypeId))
        context.addIssue({ code: 'custom', path: [index, 'requirementTypeId'], message: 'This requirement type is listed twice.' });
      seen.add(row.requirementTypeId);
    });
  });
export type DistrictRequirementValues = z.output<typeof districtRequirementInputSchema>;

export const districtNoteInputSchema = z.object({
  kind: z.enum(NoteKindValues, { error: 'The kind field is required.' }),
  body: requiredText('note', NOTE_MAX),
});
