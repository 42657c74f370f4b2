import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import {
  DEADLINES,
  MESSAGES,
  SETTINGS_MESSAGES,
  educatorIntake,
  settingsShape,
  waitlistText,
  type EducatorIntake,
} from '@portal/domain';
import type { Program } from '@portal/domain';
import { ErrorBlock } from '../../components/error-block';
import { Loading } from '../../components/loading';
import { graphql } from '../../gql';

/** The program's config and, for a program whose intake is by terms, the year's terms. */
export const StartPageDocument = graphql(`
  query StartPage($program: Program!, $termYear: Int, $withTerms: Boolean!) {
    programConfig(program: $program) {
      id
      program
      schoolEnabled
      summerEnabled
      waitlistEnabled
      acceptingApplications
      waitlisted
      applicationYear
    }
    programTerms(programName: $program, termYear: $termYear) @include(if: $withTerms) {
      termId
      type
      year
    }
  }
`);

/** The year the start page asks about: the program's year parameter when valid, else its default. */
export function startYear(program: Program, search: URLSearchParams): number {
  const given = search.get(program.termYearParam);
  return given !== null && /^\d{4}$/.test(given) ? Number(given) : program.defaultTermYear;
}

/**
 * {programUrl}/start (spec 2 §2, every program): what the program is, and what its settings say
 * now: the waitlist text with the program's contact mail link (the form stays reachable), the
 * closed messages of spec 2 §8 (no Start Application link then: the form would be read-only),
 * or 'Error' / 'There was an error loading' when the settings do not load.
 */
export function StartPage({ program }: { program: Program }) {
  const [search] = useSearchParams();
  const year = startYear(program, search);
  const withTerms = settingsShape(program).intake === 'terms';
  const { data, error } = useQuery(StartPageDocument, {
    variables: { program: program.programEnum, termYear: year, withTerms },
    fetchPolicy: 'network-only',
  });
  const yearQuery = search.has(program.termYearParam) ? `?${program.termYearParam}=${year}` : '';
  return (
    <section className="application-start">
      <h2>Apply to {program.name}</h2>
      <p>{program.summary}</p>
      {data ? (
        <Intake
          program={program}
          intake={educatorIntake(program, data.programTerms ?? [], data.programConfig)}
          startPath={`${program.url}/application/step-1${yearQuery}`}
        />
      ) : error ? (
        <ErrorBlock headingLevel={3} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function Intake({
  program,
  intake,
  startPath,
}: {
  program: Program;
  intake: EducatorIntake;
  startPath: string;
}) {
  if (intake.state === 'noTerms' || intake.state === 'closed') {
    return <p className="alert alert-info">{intake.message}</p>;
  }
  return (
    <>
      {intake.state === 'waitlist' ? (
        <section
          className="alert alert-info application-waitlist"
          aria-labelledby="waitlist-heading"
        >
          <h3 id="waitlist-heading">{MESSAGES.waitlistHeading(program.name)}</h3>
          <p>{waitlistText(program)}</p>
          <p>
            {SETTINGS_MESSAGES.waitlistContact}{' '}
            <a href={`mailto:${program.contactEmail}`}>{program.contactEmail}</a>.
          </p>
        </section>
      ) : null}
      <p>
        You can save a draft at any step and come back to it later from the home page.
        {program.signer === 'none'
          ? ' Once you submit, our team reviews your application.'
          : ' Once you submit, your principal receives an email to e-sign the agreement.'}
      </p>
      <p>
        Applications for the next school year are due {DEADLINES.nextSchoolYear.label}; summer
        applications are due {DEADLINES.summer.label}.
      </p>
      <Link className="button button-primary" to={startPath}>
        Start Application
      </Link>
    </>
  );
}

export default StartPage;
