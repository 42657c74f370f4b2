import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { SURVEY_LINK_MAX, surveySchema } from './surveys.ts';

/** The first issue of each field, by path. */
function issuesOf(value: unknown): Record<string, string> {
  const result = surveySchema.safeParse(value);
  if (result.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}

describe('a survey', () => {
  it('trims the title and the link', () => {
    expect(
      surveySchema.parse({ title: ' Mid-Year Check-In ', link: ' https://forms.example.org/s/1 ' }),
    ).toEqual({ title: 'Mid-Year Check-In', link: 'https://forms.example.org/s/1' });
  });

  it('requires the title and the link', () => {
    expect(issuesOf({ title: ' ', link: '' })).toEqual({
      title: MESSAGES.required,
      link: MESSAGES.required,
    });
  });

  it.each(['forms.example.org/s/1', 'ftp://example.org', 'javascript:alert(1)', 'https://'])(
    "refuses the link %j with 'Invalid URL'",
    (link) => {
      expect(issuesOf({ title: 'Survey', link })).toEqual({ link: MESSAGES.invalidUrl });
    },
  );

  it('takes http and https links up to the maximum', () => {
    const long = `https://forms.example.org/${'x'.repeat(SURVEY_LINK_MAX - 26)}`;
    expect(long).toHaveLength(SURVEY_LINK_MAX);
    expect(issuesOf({ title: 'Survey', link: long })).toEqual({});
    expect(issuesOf({ title: 'Survey', link: `${long}x` })).toEqual({
      link: MESSAGES.maxLength(SURVEY_LINK_MAX),
    });
    expect(issuesOf({ title: 'Survey', link: 'HTTP://example.org/a?b=1' })).toEqual({});
  });

  it('refuses control characters in either field', () => {
    expect(issuesOf({ title: 'a\nb', link: 'https://example.org/\u0000' })).toEqual({
      title: MESSAGES.controlCharacters,
      link: MESSAGES.controlCharacters,
    });
  });
});
