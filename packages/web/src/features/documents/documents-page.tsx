import { useQuery } from '@apollo/client/react';
import { formatFileSize } from '@portal/domain/library/file-size';
import { ListStates } from '../../components/list-states';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import type { PortalProgram } from '../../lib/programs';
import { documentsMessages as m } from './documents.messages';
import { StorageObjectsDocument } from './documents.queries';
import '../../styles/tables.css';

/** The file name of a key (its last segment). */
const fileName = (key: string) => key.split('/').pop() ?? key;

/**
 * Document Library ({programUrl}/documents): the files of the documents bucket, newest first,
 * each with a download link. The links are signed and short-lived, so the list is fetched again
 * on every visit. (The dashboard area shows it only with a school chosen; the library is the
 * program's, the same for every school.)
 */
export default function DocumentsPage({ program }: { program: PortalProgram; schoolId: number }) {
  const { data, error } = useQuery(StorageObjectsDocument, {
    variables: { bucket: 'documents' },
    fetchPolicy: 'cache-and-network',
  });
  const documents = data?.awsObjects;
  const t = useT();
  const format = useFormat();
  return (
    <section className="documents-page" aria-labelledby="document-library-heading">
      <title>{t(m.pageTitle, { program: program.name })}</title>
      <h2 id="document-library-heading">{t(m.heading)}</h2>
      <ListStates rows={documents} error={error}>
        {(documents) => (
          <div className="table-scroll">
            <table className="data-table list-table">
              <caption className="visually-hidden">{t(m.caption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(m.title)}</th>
                  <th scope="col">{t(m.fileName)}</th>
                  <th scope="col">{t(m.lastModified)}</th>
                  <th scope="col" className="numeric">
                    {t(m.size)}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t(m.actions)}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {documents.map((document) => (
                  <tr key={document.Key}>
                    <td>{document.title}</td>
                    <td>{fileName(document.Key)}</td>
                    <td>{format.shortDate(document.LastModified)}</td>
                    <td className="numeric">{formatFileSize(document.Size)}</td>
                    <td>
                      <a href={document.url} download={fileName(document.Key)}>
                        {t(m.download)}
                        <span className="visually-hidden">{` ${document.title}`}</span>
                      </a>
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
