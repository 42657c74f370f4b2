import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { DEADLINES } from '@portal/domain';
import type { PortalProgram } from '../../lib/programs';
import { AccountProgramTermsDocument } from './account.queries';

/**
 * 'Apply Again' (step 1) and 'Apply for Next Year' (step 1 of the next year), which is disabled
 * while the next year has no terms; then the deadlines.
 */
export function ApplyActions({ program, nextYear }: { program: PortalProgram; nextYear: number }) {
  const { data } = useQuery(AccountProgramTermsDocument, {
    variables: { programName: program.programEnum, termYear: nextYear },
  });
  const nextYearOpen = (data?.programTerms.length ?? 0) > 0;
  const stepOne = `${program.url}/application/step-1`;
  return (
    <div className="account-actions">
      <div className="account-action-links">
        <Link className="button button-primary" to={stepOne}>
          Apply Again
        </Link>
        {nextYearOpen ? (
          <Link
            className="button button-secondary"
            to={`${stepOne}?${program.termYearParam}=${nextYear}`}
          >
            Apply for Next Year
          </Link>
        ) : (
          <a className="button button-secondary button-disabled" role="link" aria-disabled="true">
            Apply for Next Year
          </a>
        )}
      </div>
      {program.showsDeadlines ? (
        <p className="account-deadlines">
          Application deadlines: {DEADLINES.nextSchoolYear.label} for the next school year,{' '}
          {DEADLINES.summer.label} for summer.
        </p>
      ) : null}
    </div>
  );
}
