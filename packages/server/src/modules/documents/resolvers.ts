import type { Module } from '../../graphql/module.ts';
import { awsObjects } from './aws-objects.ts';
import { deleteS3Object } from './delete-object.ts';
import { FileScalar } from './file-scalar.ts';
import { uploadS3Object } from './upload-object.ts';

export const documentsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: {
    // 'documents' for everyone signed in, 'resources' for admins: checked per bucket.
    Query: { awsObjects: 'authenticated' },
    // Only admins change the libraries (spec 1 §6, spec 3 §6).
    Mutation: { uploadS3Object: 'admin', deleteS3Object: 'admin' },
  },
  resolvers: {
    File: FileScalar,
    Query: {
      awsObjects: (_p, { bucket }, ctx) => awsObjects(ctx, bucket),
    },
    Mutation: {
      uploadS3Object: (_p, args, ctx) => uploadS3Object(ctx, args),
      deleteS3Object: (_p, args, ctx) => deleteS3Object(ctx, args),
    },
  },
};
