import type { Module } from '../../graphql/module.ts';
import { awsObjects } from './aws-objects.ts';

export const documentsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  // 'documents' for everyone signed in, 'resources' for admins: checked per bucket.
  access: { Query: { awsObjects: 'authenticated' } },
  resolvers: {
    Query: {
      awsObjects: (_p, { bucket }, ctx) => awsObjects(ctx, bucket),
    },
  },
};
