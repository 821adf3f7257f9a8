import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { type SurveyAnswer, surveyAnswerSchema } from '../../domain/surveys/answer';
import type { DeliverySurveyTag } from '../../generated/enums/DeliverySurveyTag';

/** The survey form's values: the rating as the radio's text ('' until one is chosen), the ticked tags, the comment. */
export type SurveyFormValues = { rating: string; tags: DeliverySurveyTag[]; comment: string };

export const SURVEY_FORM_EMPTY: SurveyFormValues = { rating: '', tags: [], comment: '' };

/** The answer the form sends, checked with the schema the server checks with, or the field errors to show. */
export const surveyAnswerOf = (values: SurveyFormValues): { answer: SurveyAnswer } | { errors: FieldErrors } => {
  const parsed = surveyAnswerSchema.safeParse({
    rating: values.rating === '' ? undefined : Number(values.rating),
    tags: values.tags,
    comment: values.comment,
  });
  return parsed.success ? { answer: parsed.data } : { errors: fieldErrors(parsed.error) };
};

/** The tags with `tag` ticked or not, in the order they were ticked. */
export const toggledTags = (tags: readonly DeliverySurveyTag[], tag: DeliverySurveyTag, on: boolean): DeliverySurveyTag[] =>
  on ? [...tags.filter((other) => other !== tag), tag] : tags.filter((other) => other !== tag);
