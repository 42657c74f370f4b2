import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { DEADLINES, LANGUAGE_LOCALES } from '@portal/domain';
import type { Language } from '@portal/domain';
import { useLanguage, useT } from '../../i18n/use-t';
import type { PortalProgram } from '../../lib/programs';
import { accountMessages } from './account.messages';
import { AccountProgramTermsDocument } from './account.queries';

/** A deadline's day: the spec's words in English ('May 30'), the language's own otherwise ('30 de mayo'). */
function deadlineLabel(
  deadline: (typeof DEADLINES)[keyof typeof DEADLINES],
  language: Language,
): string {
  if (language === 'en') return deadline.label;
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, deadline.month - 1, deadline.day));
}

/**
 * 'Apply Again' (step 1) and 'Apply for Next Year' (step 1 of the next year), which is disabled
 * while the next year has no terms; then the deadlines.
 */
export function ApplyActions({ program, nextYear }: { program: PortalProgram; nextYear: number }) {
  const { data } = useQuery(AccountProgramTermsDocument, {
    variables: { programName: program.programEnum, termYear: nextYear },
  });
  const t = useT();
  const language = useLanguage();
  const nextYearOpen = (data?.programTerms.length ?? 0) > 0;
  const stepOne = `${program.url}/application/step-1`;
  return (
    <div className="account-actions">
      <div className="account-action-links">
        <Link className="button button-primary" to={stepOne}>
          {t(accountMessages.applyAgain)}
        </Link>
        {nextYearOpen ? (
          <Link
            className="button button-secondary"
            to={`${stepOne}?${program.termYearParam}=${nextYear}`}
          >
            {t(accountMessages.applyNextYear)}
          </Link>
        ) : (
          <a className="button button-secondary button-disabled" role="link" aria-disabled="true">
            {t(accountMessages.applyNextYear)}
          </a>
        )}
      </div>
      {program.showsDeadlines ? (
        <p className="account-deadlines">
          {t(accountMessages.deadlines, {
            schoolYear: deadlineLabel(DEADLINES.nextSchoolYear, language),
            summer: deadlineLabel(DEADLINES.summer, language),
          })}
        </p>
      ) : null}
    </div>
  );
}
