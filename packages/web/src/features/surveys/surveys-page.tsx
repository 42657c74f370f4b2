import { useQuery } from '@apollo/client/react';
import { isValidUrl } from '@portal/domain';
import { ListStates } from '../../components/list-states';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import type { PortalProgram } from '../../lib/programs';
import { surveysMessages as m } from './surveys.messages';
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
  const t = useT();
  const format = useFormat();
  return (
    <section className="surveys-page" aria-labelledby="surveys-heading">
      <title>{t(m.pageTitle, { program: program.name })}</title>
      <h2 id="surveys-heading">{t(m.heading)}</h2>
      <ListStates rows={surveys} error={error}>
        {(surveys) => (
          <div className="table-scroll">
            <table className="data-table list-table">
              <caption className="visually-hidden">{t(m.caption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(m.title)}</th>
                  <th scope="col">{t(m.dateAdded)}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t(m.actions)}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {surveys.map((survey) => (
                  <tr key={survey.surveyId}>
                    <td>{survey.title}</td>
                    <td>{format.shortDate(survey.createdAt)}</td>
                    <td>
                      {/* Only web addresses become links (never javascript: or data:). */}
                      {isValidUrl(survey.link) ? (
                        <a href={survey.link} target="_blank" rel="noopener noreferrer">
                          {t(m.view)}
                          <span className="visually-hidden">{` ${t(m.opensInNewTab, { title: survey.title })}`}</span>
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
