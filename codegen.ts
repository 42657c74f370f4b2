import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: [
    'packages/server/src/graphql/base.graphql',
    'packages/server/src/modules/**/schema.graphql',
  ],
  documents: ['packages/web/src/**/*.{ts,tsx}', '!packages/web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'packages/server/src/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#Context',
        useTypeImports: true,
        scalars: {
          DateTime: 'Date | string',
          File: '../../modules/documents/file-scalar.ts#UploadedFile',
        },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        mappers: {
          // Fields other modules add to AdminSchool with `extend type` and resolve themselves
          // (modules/allocations, modules/food-safety, modules/notifications): adminSchool() in
          // admin-schools/school-view.ts and the list rows of list-query.ts leave them out.
          AdminSchool:
            "Omit<AdminSchool, 'allocationEntries' | 'foodSafetyStatus' | 'foodSafetyEntries' | 'foodSafetyExpirationDate' | 'foodSafetyCertificate' | 'lastReportReminder'>",
          AdminSchoolListRow: "Omit<AdminSchoolListRow, 'foodSafetyCertificate'>",
        },
      },
    },
    'packages/web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', File: 'File' },
      },
    },
  },
};

export default config;
