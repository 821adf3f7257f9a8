import * as z from 'zod';
import { DeliverySurveyTagValues } from '../../generated/enums/DeliverySurveyTag';

/** The longest comment a delivery survey keeps (migration 061 checks it too). */
export const SURVEY_COMMENT_MAX = 2000;

/** The lowest rating that does not alert client relations: 2 or less notifies them (DELIVERY_SURVEY). */
export const SURVEY_LOW_RATING = 2;

/** A delivery survey's answer, as the public page sends it and the server takes it. */
export const surveyAnswerSchema = z.object({
  rating: z
    .number({ message: 'Choose a rating from 1 to 5.' })
    .int('Choose a rating from 1 to 5.')
    .min(1, 'Choose a rating from 1 to 5.')
    .max(5, 'Choose a rating from 1 to 5.'),
  tags: z
    .array(z.enum(DeliverySurveyTagValues, { message: 'Choose tags from the list.' }))
    .max(DeliverySurveyTagValues.length)
    .refine((tags) => new Set(tags).size === tags.length, 'Choose each tag once.'),
  comment: z
    .string()
    .trim()
    .max(SURVEY_COMMENT_MAX, `The comment may not be greater than ${SURVEY_COMMENT_MAX} characters.`)
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type SurveyAnswer = z.output<typeof surveyAnswerSchema>;

/** A bill of lading's survey code as typed: upper case, without spaces or dashes (`k7mx 4qpd` is `K7MX4QPD`). */
export const normalizeSurveyCode = (value: string) => value.toUpperCase().replace(/[\s-]+/g, '');

/** Eight characters of an alphabet without 0/O, 1/I/L: what the bill of lading prints (as XXXX-XXXX). */
export const SURVEY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const isSurveyCode = (value: string) => new RegExp(`^[${SURVEY_CODE_ALPHABET}]{8}$`).test(normalizeSurveyCode(value));
