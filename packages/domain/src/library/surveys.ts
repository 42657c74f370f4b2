/**
 * A Backpack Buddy survey as an admin adds it (spec 3 §2 Surveys, §5: "survey title and link"
 * are required, the link a URL starting http:// or https://, 'Invalid URL'). The add form and
 * adminCreateSurvey check this schema.
 */
import { z } from 'zod';
import { TEXT_MAX } from '../constants.ts';
import { requiredString, urlField } from '../rules.ts';

/** Ours: a survey link may be longer than a text field (form tools' links carry ids). */
export const SURVEY_LINK_MAX = 2000;

export const surveySchema = z.object({
  title: requiredString(TEXT_MAX),
  link: urlField(SURVEY_LINK_MAX),
});

export type SurveyInput = z.input<typeof surveySchema>;
export type Survey = z.output<typeof surveySchema>;
