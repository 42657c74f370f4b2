import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import type { SchoolProgram } from '@portal/domain';
import type { SchoolDetailFieldsFragment } from '../../../gql/graphql';
import type { PortalProgram } from '../../../lib/programs';

export type SchoolDetail = SchoolDetailFieldsFragment;
export type SchoolApplication = SchoolDetail['applications'][number];
export type SchoolQueryDocument = TypedDocumentNode<{ school: SchoolDetail }, { schoolId: number }>;

/**
 * What differs between the school programs on the detail screen. Each program declares its
 * binding in its own folder (src/programs/<program>/bindings.ts, with the query documents of
 * school-detail.queries.ts) and hands it to the screen.
 */
export type SchoolDetailBinding = {
  /** The GraphQL SchoolProgram of the mutations. */
  schoolProgram: SchoolProgram;
  /** adminSchoolBackpackBuddy, … aliased to `school`. */
  query: SchoolQueryDocument;
  /** The label of the program's own id of the school. */
  programIdLabel: string;
};

/** The school list of the program (Back to Schools, unknown sub-paths, after a delete). */
export function schoolListPath(program: PortalProgram): string {
  return `${program.url}/schools`;
}

/**
 * A change's cache update: the program's school list (schoolsBackpackBuddy, …, any term) is
 * dropped, so that Back to Schools shows the change instead of the list as it was cached.
 */
export function forgetSchoolList(program: PortalProgram) {
  return (cache: ApolloCache) => {
    cache.evict({ id: 'ROOT_QUERY', fieldName: `schools${program.graphqlName}` });
  };
}
