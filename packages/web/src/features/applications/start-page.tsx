import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import {
  DEADLINES,
  LANGUAGE_LOCALES,
  MESSAGES,
  educatorIntake,
  settingsShape,
  type EducatorIntake,
  type Language,
} from '@portal/domain';
import type { Program } from '@portal/domain';
import { ErrorBlock } from '../../components/error-block';
import { Loading } from '../../components/loading';
import { graphql } from '../../gql';
import type { Message } from '../../i18n/define-messages';
import { useLanguage, useT, useTranslateMessage } from '../../i18n/use-t';
import { startPageMessages as m } from './start-page.messages';

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
 * The year query of the Start Application link: the year the page was opened with; else, for a
 * program with a configured application year (Kids Cafe, Partner Services), that
 * year from Program Settings, so the form opens on the year the admins accept; else none (the
 * form's own default).
 */
export function startYearQuery(
  program: Program,
  search: URLSearchParams,
  applicationYear: number | null,
): string {
  const given = search.get(program.termYearParam);
  if (given !== null && /^\d{4}$/.test(given)) return `?${program.termYearParam}=${given}`;
  if (settingsShape(program).applicationYear && applicationYear !== null) {
    return `?${program.termYearParam}=${applicationYear}`;
  }
  return '';
}

/**
 * Ours (the spec's start page always leads to a form): what the start page says instead of
 * Start Application while the program's online form is not built yet, in English (tests find
 * the note by it; the page shows start-page.messages.ts in the screen's language).
 */
export const START_PAGE_MESSAGES = {
  applicationOpensSoon: (programName: string) =>
    m.applicationOpensSoon.message.replace('{programName}', programName),
  /** The line before the program's contact mail link under that note. */
  applicationContact: m.applicationContact.message,
} as const;

/** A deadline as the language says a day of a month: 'May 30', '30 de mayo'. */
function deadlineLabel(
  deadline: { month: number; day: number; label: string },
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
 * {programUrl}/start (spec 2 §2, every program): what the program is, and what its settings say
 * now: the waitlist text with the program's contact mail link (the form stays reachable), the
 * closed messages of spec 2 §8 (no Start Application link then: the form would be read-only),
 * or 'Error' / 'There was an error loading' when the settings do not load. Where the program's
 * form is not built yet (`applicationBuilt` false, from its web module) the page says so, with
 * the contact mail link, instead of a Start Application link that would lead nowhere.
 */
export function StartPage({
  program,
  applicationBuilt,
}: {
  program: Program;
  applicationBuilt: boolean;
}) {
  const [search] = useSearchParams();
  const year = startYear(program, search);
  const withTerms = settingsShape(program).intake === 'terms';
  const { data, error } = useQuery(StartPageDocument, {
    variables: { program: program.programEnum, termYear: year, withTerms },
    fetchPolicy: 'network-only',
  });
  const yearQuery = startYearQuery(program, search, data?.programConfig.applicationYear ?? null);
  const t = useT();
  const language = useLanguage();
  return (
    <section className="application-start">
      <h2>{t(m.applyTo, { programName: program.name })}</h2>
      <p>{language === 'es' ? program.spanish.summary : program.summary}</p>
      {data ? (
        <Intake
          program={program}
          intake={educatorIntake(program, data.programTerms ?? [], data.programConfig)}
          startPath={applicationBuilt ? `${program.url}/application/step-1${yearQuery}` : null}
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
  /** Where Start Application goes; null while the program's form is not built. */
  startPath: string | null;
}) {
  const t = useT();
  const translate = useTranslateMessage();
  if (intake.state === 'noTerms' || intake.state === 'closed') {
    return <p className="alert alert-info">{translate(intake.message)}</p>;
  }
  return (
    <>
      {intake.state === 'waitlist' ? (
        <section
          className="alert alert-info application-waitlist"
          aria-labelledby="waitlist-heading"
        >
          <h3 id="waitlist-heading">{translate(MESSAGES.waitlistHeading(program.name))}</h3>
          <p>
            {program.waitlistNotice
              ? translate(program.waitlistNotice)
              : t(m.waitlistGeneric, { programName: program.name })}
          </p>
          <p>
            {t(m.waitlistContact)}{' '}
            <a href={`mailto:${program.contactEmail}`}>{program.contactEmail}</a>.
          </p>
        </section>
      ) : null}
      {startPath === null ? (
        <OpensSoon program={program} withContact={intake.state !== 'waitlist'} />
      ) : (
        <StartApplication program={program} startPath={startPath} />
      )}
    </>
  );
}

/** Who is asked to sign once the form is submitted, by the program's signer rule. */
const SIGNER_SENTENCES: Record<Program['signer'], Message> = {
  none: m.signerNone,
  principal: m.signerPrincipal,
  'principal-or-primary-contact': m.signerPrincipalOrContact,
};

/** The form's promises and the Start Application link. */
function StartApplication({ program, startPath }: { program: Program; startPath: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <p>
        {t(m.saveDraftNote)} {t(SIGNER_SENTENCES[program.signer])}
      </p>
      {program.showsDeadlines ? (
        <p>
          {t(m.deadlines, {
            nextSchoolYear: deadlineLabel(DEADLINES.nextSchoolYear, language),
            summer: deadlineLabel(DEADLINES.summer, language),
          })}
        </p>
      ) : null}
      <Link className="button button-primary" to={startPath}>
        {t(m.startApplication)}
      </Link>
    </>
  );
}

/**
 * The note of a program whose form is not built yet, with the contact mail link (left out under
 * the waitlist, whose text gives the same link just above).
 */
function OpensSoon({ program, withContact }: { program: Program; withContact: boolean }) {
  const t = useT();
  return (
    <p className="alert alert-info application-opens-soon">
      {t(m.applicationOpensSoon, { programName: program.name })}
      {withContact ? (
        <>
          {' '}
          {t(m.applicationContact)}{' '}
          <a href={`mailto:${program.contactEmail}`}>{program.contactEmail}</a>.
        </>
      ) : null}
    </p>
  );
}

export default StartPage;
