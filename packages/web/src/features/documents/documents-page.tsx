import { useQuery } from '@apollo/client/react';
import { formatShortDate } from '@portal/domain';
import { formatFileSize } from '@portal/domain/library/file-size';
import { ListStates } from '../../components/list-states';
import type { PortalProgram } from '../../lib/programs';
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
  return (
    <section className="documents-page" aria-labelledby="document-library-heading">
      <title>{`Document Library | ${program.name} | Partner Portal`}</title>
      <h2 id="document-library-heading">Document Library</h2>
      <ListStates rows={documents} error={error}>
        {(documents) => (
          <div className="table-scroll">
            <table className="data-table list-table">
              <caption className="visually-hidden">Documents</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">File Name</th>
                  <th scope="col">Last Modified</th>
                  <th scope="col" className="numeric">
                    Size
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {documents.map((document) => (
                  <tr key={document.Key}>
                    <td>{document.title}</td>
                    <td>{fileName(document.Key)}</td>
                    <td>{formatShortDate(document.LastModified)}</td>
                    <td className="numeric">{formatFileSize(document.Size)}</td>
                    <td>
                      <a href={document.url} download={fileName(document.Key)}>
                        Download<span className="visually-hidden">{` ${document.title}`}</span>
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
