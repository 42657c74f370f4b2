import { graphql } from '../../../gql';

/** The objects of a bucket (documents or resources), each with a short-lived download link. */
export const AdminStorageObjectsDocument = graphql(`
  query AdminStorageObjects($bucket: String!) {
    awsObjects(bucket: $bucket) {
      Key
      LastModified
      Size
      title
      url
    }
  }
`);

/** A file of the upload form, sent as a multipart request (lib/upload-link.ts). */
export const UploadS3ObjectDocument = graphql(`
  mutation UploadS3Object($file: File!, $bucket: String!, $title: String!) {
    uploadS3Object(file: $file, bucket: $bucket, title: $title) {
      Key
    }
  }
`);

export const DeleteS3ObjectDocument = graphql(`
  mutation DeleteS3Object($key: String!, $bucket: String!) {
    deleteS3Object(key: $key, bucket: $bucket)
  }
`);

/** The Backpack Buddy surveys, newest first (an admin names no school). */
export const AdminSurveysDocument = graphql(`
  query AdminSurveys {
    surveys {
      surveyId
      title
      link
      createdAt
    }
  }
`);

export const AdminCreateSurveyDocument = graphql(`
  mutation AdminCreateSurvey($title: String!, $link: String!) {
    adminCreateSurvey(title: $title, link: $link) {
      surveyId
    }
  }
`);

export const AdminDeleteSurveyDocument = graphql(`
  mutation AdminDeleteSurvey($surveyId: Int!) {
    adminDeleteSurvey(surveyId: $surveyId) {
      surveyId
    }
  }
`);
