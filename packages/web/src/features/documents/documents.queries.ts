import { graphql } from '../../gql';

/** Document Library: the objects of a bucket, each with a short-lived download link. */
export const StorageObjectsDocument = graphql(`
  query StorageObjects($bucket: String!) {
    awsObjects(bucket: $bucket) {
      Key
      LastModified
      Size
      title
      url
    }
  }
`);
