import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import type { SchoolProgram } from '@portal/domain';
import type { SchoolDetailFieldsFragment } from '../../../gql/graphql';
import type { PortalProgram } from '../../../lib/programs';
import {
  AdminSchoolBackpackBuddyDocument,
  AdminSchoolSchoolMarketDocument,
  AdminSchoolTeachersAidDocument,
} from './school-detail.queries';

export type SchoolDetail = SchoolDetailFieldsFragment;
export type SchoolApplication = SchoolDetail['applications'][number];
export type SchoolQueryDocument = TypedDocumentNode<{ school: SchoolDetail }, { schoolId: number }>;

/**
 * What differs between the three school programs on the detail screen. Each program's web module
 * (src/programs/<program>/module.tsx) picks its binding below and hands it to the screen.
 */
export type SchoolDetailBinding = {
  /** The GraphQL SchoolProgram of the mutations. */
  schoolProgram: SchoolProgram;
  /** adminSchoolBackpackBuddy, … aliased to `school`. */
  query: SchoolQueryDocument;
  /** The label of the program's own id of the school. */
  programIdLabel: string;
};

export const BACKPACK_BUDDY_SCHOOL_DETAIL: SchoolDetailBinding = {
  schoolProgram: 'BACKPACK_BUDDY',
  query: AdminSchoolBackpackBuddyDocument,
  programIdLabel: 'Backpack Buddy ID',
};

export const SCHOOL_MARKET_SCHOOL_DETAIL: SchoolDetailBinding = {
  schoolProgram: 'SCHOOL_MARKET',
  query: AdminSchoolSchoolMarketDocument,
  programIdLabel: 'Agency Number',
};

export const TEACHERS_AID_SCHOOL_DETAIL: SchoolDetailBinding = {
  schoolProgram: 'TEACHERS_AID',
  query: AdminSchoolTeachersAidDocument,
  programIdLabel: 'School Number',
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
