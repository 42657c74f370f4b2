import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { formatShortDate, isValidUrl } from '@portal/domain';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import type { AdminSurveysQuery } from '../../../gql/graphql';
import type { PortalProgram } from '../../../lib/programs';
import { DeleteButton } from './delete-button';
import {
  AdminCreateSurveyDocument,
  AdminDeleteSurveyDocument,
  AdminSurveysDocument,
} from './library.queries';
import { SurveyForm } from './survey-form';
import './library.css';

type SurveyRow = AdminSurveysQuery['surveys'][number];

const HEADING_ID = 'admin-surveys-heading';

function surveyColumns(
  onDelete: (surveyId: number) => Promise<unknown>,
): DataTableColumn<SurveyRow>[] {
  return [
    { key: 'title', header: 'Title', value: (s) => s.title },
    {
      key: 'link',
      header: 'Link',
      value: (s) => s.link,
      // Only web addresses become links (never javascript: or data:).
      render: (s) =>
        isValidUrl(s.link) ? (
          <a className="survey-link" href={s.link} target="_blank" rel="noopener noreferrer">
            {s.link}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="survey-link">{s.link}</span>
        ),
    },
    {
      key: 'createdAt',
      header: 'Date Added',
      value: (s) => s.createdAt,
      render: (s) => formatShortDate(s.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      value: () => '',
      render: (s) => (
        <DeleteButton
          name={s.title}
          onDelete={() => onDelete(s.surveyId)}
          fallbackFocusId={HEADING_ID}
        />
      ),
    },
  ];
}

const DEFAULT_SORT = { key: 'createdAt', direction: 'desc' } as const;
const searchText = (s: SurveyRow) => `${s.title} ${s.link}`;
const rowKey = (s: SurveyRow) => String(s.surveyId);

/**
 * Surveys ({programUrl}/surveys, spec 3 §2): add a survey (Title, Link), the program's surveys
 * newest first (Title, Link, Date Added M-D-YY), and Delete with 'Are you sure?'. Educators see
 * the same list under their dashboard's Surveys.
 */
export default function AdminSurveysPage({ program }: { program: PortalProgram }) {
  const { data, error } = useQuery(AdminSurveysDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [{ query: AdminSurveysDocument }], awaitRefetchQueries: true };
  const [create] = useMutation(AdminCreateSurveyDocument, refetch);
  const [remove] = useMutation(AdminDeleteSurveyDocument, refetch);
  const onDelete = useCallback((surveyId: number) => remove({ variables: { surveyId } }), [remove]);
  const columns = useMemo(() => surveyColumns(onDelete), [onDelete]);
  const rows = data?.surveys;

  return (
    <section className="admin-library admin-surveys" aria-labelledby={HEADING_ID}>
      <title>{`Surveys | ${program.name} | Partner Portal`}</title>
      {/* Focus lands here when a deleted row takes its Delete button away. */}
      <h2 id={HEADING_ID} tabIndex={-1}>
        Surveys
      </h2>
      <SurveyForm onAdd={(survey) => create({ variables: survey })} />
      {rows ? (
        <DataTable
          caption="Surveys"
          rows={rows}
          rowKey={rowKey}
          columns={columns}
          searchText={searchText}
          defaultSort={DEFAULT_SORT}
        />
      ) : error ? (
        <ErrorBlock headingLevel={3} />
      ) : (
        <Loading />
      )}
    </section>
  );
}
