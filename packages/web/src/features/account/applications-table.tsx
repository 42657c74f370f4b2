import { Link } from 'react-router';
import { applicantColumnLabel, displayYear, enumLabel } from '@portal/domain';
import type { ApplicationStatus, TermType } from '@portal/domain';
import { NoResults } from '../../components/no-results';
import type { Message } from '../../i18n/define-messages';
import { useLanguage, useT } from '../../i18n/use-t';
import { useEnumOptions } from '../../lib/current-user';
import type { PortalProgram } from '../../lib/programs';
import { applicationStatusMessages } from './application-status.messages';
import { accountMessages } from './account.messages';
import type { UserApplicationRow } from './user-applications';

/** Every status has its Spanish (a new enumeration value fails the type check here). */
const STATUS_MESSAGES: Record<ApplicationStatus, Message> = applicationStatusMessages;

/** The first column's heading by the domain's English label (School, Site or Organization). */
const APPLICANT_MESSAGES: Readonly<Record<string, Message>> = {
  School: accountMessages.school,
  Site: accountMessages.site,
  Organization: accountMessages.organization,
};

/** The term type every row shares, if they all share one. */
function commonTermType(rows: readonly UserApplicationRow[]): TermType | undefined {
  const types = new Set(rows.map((row) => row.termType));
  return types.size === 1 ? rows[0]?.termType : undefined;
}

/**
 * The status label: in English the applicationStatuses enumeration's (loaded at start-up, else
 * the domain's), in Spanish the translation of its value.
 */
function useStatusLabel(): (status: ApplicationStatus) => string {
  const options = useEnumOptions('applicationStatuses');
  const spanish = useLanguage() === 'es';
  const t = useT();
  return (status) => {
    if (spanish) return t(STATUS_MESSAGES[status]);
    return (
      options.find((option) => option.value === status)?.label ??
      enumLabel('applicationStatuses', status)
    );
  };
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
  const t = useT();
  if (rows.length === 0) return <NoResults />;
  const applicant = applicantColumnLabel(program, commonTermType(rows));
  const applicantMessage = APPLICANT_MESSAGES[applicant];
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">
          {t(accountMessages.tableCaption, { program: program.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{applicantMessage ? t(applicantMessage) : applicant}</th>
            <th scope="col">{t(accountMessages.applicationYear)}</th>
            <th scope="col">{t(accountMessages.status)}</th>
            <th scope="col">
              <span className="visually-hidden">{t(accountMessages.actions)}</span>
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
                    {t(accountMessages.view)}
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
