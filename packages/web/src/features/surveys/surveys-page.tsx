import { useQuery } from '@apollo/client/react';
import { formatShortDate, isValidUrl } from '@portal/domain';
import { ListStates } from '../../components/list-states';
import type { PortalProgram } from '../../lib/programs';
import { SurveysDocument } from './surveys.queries';
import '../../styles/tables.css';

/**
 * Surveys ({programUrl}/surveys): the program's surveys, newest first, each with a View link
 * that opens the survey in a new tab. The dashboard area sends the school chosen there.
 */
export default function SurveysPage({
  program,
  schoolId,
}: {
  program: PortalProgram;
  schoolId: number;
}) {
  const { data, error } = useQuery(SurveysDocument, {
    variables: { schoolId },
    fetchPolicy: 'cache-and-network',
  });
  const surveys = data?.surveys;
  return (
    <section className="surveys-page" aria-labelledby="surveys-heading">
      <title>{`Surveys | ${program.name} | Partner Portal`}</title>
      <h2 id="surveys-heading">Surveys</h2>
      <ListStates rows={surveys} error={error}>
        {(surveys) => (
          <div className="table-scroll">
            <table className="data-table list-table">
              <caption className="visually-hidden">Surveys</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Date Added</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {surveys.map((survey) => (
                  <tr key={survey.surveyId}>
                    <td>{survey.title}</td>
                    <td>{formatShortDate(survey.createdAt)}</td>
                    <td>
                      {/* Only web addresses become links (never javascript: or data:). */}
                      {isValidUrl(survey.link) ? (
                        <a href={survey.link} target="_blank" rel="noopener noreferrer">
                          View
                          <span className="visually-hidden">{` ${survey.title} (opens in a new tab)`}</span>
                        </a>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListStates>
    </section>
  );
}
