import { Link } from 'react-router';
import { applicantColumnLabel, displayYear, enumLabel } from '@portal/domain';
import type { ApplicationStatus, TermType } from '@portal/domain';
import { NoResults } from '../../components/no-results';
import { useEnumOptions } from '../../lib/current-user';
import type { PortalProgram } from '../../lib/programs';
import type { UserApplicationRow } from './user-applications';

/** The term type every row shares, if they all share one. */
function commonTermType(rows: readonly UserApplicationRow[]): TermType | undefined {
  const types = new Set(rows.map((row) => row.termType));
  return types.size === 1 ? rows[0]?.termType : undefined;
}

/** The status label of the applicationStatuses enumeration (loaded at start-up, else the domain's). */
function useStatusLabel(): (status: ApplicationStatus) => string {
  const options = useEnumOptions('applicationStatuses');
  return (status) =>
    options.find((option) => option.value === status)?.label ??
    enumLabel('applicationStatuses', status);
}

/** Columns School (or Site), Application Year, Status, and a View link to step 1. */
export function ApplicationsTable({
  program,
  rows,
}: {
  program: PortalProgram;
  rows: readonly UserApplicationRow[];
}) {
  const statusLabel = useStatusLabel();
  if (rows.length === 0) return <NoResults />;
  const applicantLabel = applicantColumnLabel(program, commonTermType(rows));
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{`${program.name} applications`}</caption>
        <thead>
          <tr>
            <th scope="col">{applicantLabel}</th>
            <th scope="col">Application Year</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const year = displayYear(program, row.termType, row.applicationYear);
            return (
              <tr key={row.id}>
                <td>{row.schoolOrSiteName}</td>
                <td>{year}</td>
                <td>{statusLabel(row.status)}</td>
                <td>
                  <Link to={`${program.url}/application/step-1/${row.id}`}>
                    View
                    <span className="visually-hidden">{` ${row.schoolOrSiteName} ${year}`}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
