import { ErrorBlock } from '../../components/error-block';
import { Loading } from '../../components/loading';
import { useT } from '../../i18n/use-t';
import type { PortalProgram } from '../../lib/programs';
import { accountMessages } from './account.messages';
import { ApplicationsTable } from './applications-table';
import { ApplyActions } from './apply-actions';
import type { UserApplicationRow, UserApplicationsSource } from './user-applications';

/** The year 'Apply for Next Year' opens: the newest application's year + 1, else the default's. */
export function nextApplicationYear(
  program: PortalProgram,
  rows: readonly UserApplicationRow[],
): number {
  const newest = rows.reduce<number | null>(
    (max, row) => (max === null || row.applicationYear > max ? row.applicationYear : max),
    null,
  );
  return (newest ?? program.defaultTermYear) + 1;
}

/** My Account → Applications: the rows come from the program's source. */
export function ApplicationsTab({
  program,
  source: Source,
}: {
  program: PortalProgram;
  source: UserApplicationsSource;
}) {
  const t = useT();
  return (
    <section aria-labelledby="account-applications-heading">
      <h3 id="account-applications-heading">{t(accountMessages.applications)}</h3>
      <Source>
        {(state) => {
          if (state.status === 'loading') return <Loading />;
          if (state.status === 'error') return <ErrorBlock headingLevel={3} />;
          return (
            <>
              <ApplicationsTable program={program} rows={state.rows} />
              <ApplyActions program={program} nextYear={nextApplicationYear(program, state.rows)} />
            </>
          );
        }}
      </Source>
    </section>
  );
}
