import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { formatShortDate } from '@portal/domain';
import { formatFileSize } from '@portal/domain/library/file-size';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import type { AdminStorageObjectsQuery } from '../../../gql/graphql';
import { DeleteButton } from './delete-button';
import {
  AdminStorageObjectsDocument,
  DeleteS3ObjectDocument,
  UploadS3ObjectDocument,
} from './library.queries';
import { UploadForm } from './upload-form';
import './library.css';

export type LibraryBucket = 'documents' | 'resources';
type StorageObject = AdminStorageObjectsQuery['awsObjects'][number];

/** The file name of a key (its last segment), for the download. */
const fileName = (key: string) => key.split('/').pop() ?? key;

function objectColumns(
  onDelete: (key: string) => Promise<unknown>,
  headingId: string,
): DataTableColumn<StorageObject>[] {
  return [
    { key: 'key', header: 'Key', value: (o) => o.Key },
    {
      key: 'lastModified',
      header: 'Last Modified',
      value: (o) => o.LastModified,
      render: (o) => formatShortDate(o.LastModified),
    },
    { key: 'size', header: 'Size', value: (o) => o.Size, render: (o) => formatFileSize(o.Size) },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      value: () => '',
      render: (o) => (
        <span className="library-actions">
          <a href={o.url} download={fileName(o.Key)}>
            Download<span className="visually-hidden">{` ${o.Key}`}</span>
          </a>
          <DeleteButton name={o.Key} onDelete={() => onDelete(o.Key)} fallbackFocusId={headingId} />
        </span>
      ),
    },
  ];
}

const DEFAULT_SORT = { key: 'lastModified', direction: 'desc' } as const;
const searchText = (o: StorageObject) => `${o.Key} ${o.title}`;
const rowKey = (o: StorageObject) => o.Key;

/**
 * A library of files in a bucket (spec 3 §2 Documents and Resources): the upload form, then the
 * bucket's objects (Key, Last Modified M-D-YY, Size, a download link and Delete with
 * 'Are you sure?'), newest first, searchable and sortable. The list is read on every visit (the
 * download links are signed and short-lived) and again after each change.
 */
export function BucketLibrary({
  bucket,
  title,
  programName,
  intro,
}: {
  bucket: LibraryBucket;
  title: string;
  programName: string;
  intro?: string;
}) {
  const variables = { bucket };
  const { data, error } = useQuery(AdminStorageObjectsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const refetch = {
    refetchQueries: [{ query: AdminStorageObjectsDocument, variables }],
    awaitRefetchQueries: true,
  };
  const [upload] = useMutation(UploadS3ObjectDocument, refetch);
  const [remove] = useMutation(DeleteS3ObjectDocument, refetch);

  const headingId = `library-${bucket}-heading`;
  const onDelete = useCallback(
    (key: string) => remove({ variables: { key, bucket } }),
    [remove, bucket],
  );
  const columns = useMemo(() => objectColumns(onDelete, headingId), [onDelete, headingId]);
  const rows = data?.awsObjects;

  return (
    <section className={`admin-library admin-${bucket}`} aria-labelledby={headingId}>
      <title>{`${title} | ${programName} | Partner Portal`}</title>
      {/* Focus lands here when a deleted row takes its Delete button away. */}
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      {intro ? <p className="library-intro">{intro}</p> : null}
      <UploadForm
        headingId={`library-${bucket}-upload-heading`}
        onUpload={(values) => upload({ variables: { bucket, ...values } })}
      />
      {rows ? (
        <DataTable
          caption={title}
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
