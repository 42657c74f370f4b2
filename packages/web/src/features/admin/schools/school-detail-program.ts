import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import type { ProgramKey, SchoolProgram } from '@portal/domain';
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

/** What differs between the three school programs on the detail screen. */
export type SchoolDetailBinding = {
  /** The GraphQL SchoolProgram of the mutations. */
  schoolProgram: SchoolProgram;
  /** adminSchoolBackpackBuddy, … aliased to `school`. */
  query: SchoolQueryDocument;
  /** The label of the program's own id of the school. */
  programIdLabel: string;
};

const BINDINGS: Partial<Record<ProgramKey, SchoolDetailBinding>> = {
  backpackBuddy: {
    schoolProgram: 'BACKPACK_BUDDY',
    query: AdminSchoolBackpackBuddyDocument,
    programIdLabel: 'Backpack Buddy ID',
  },
  schoolMarket: {
    schoolProgram: 'SCHOOL_MARKET',
    query: AdminSchoolSchoolMarketDocument,
    programIdLabel: 'Agency Number',
  },
  teachersAid: {
    schoolProgram: 'TEACHERS_AID',
    query: AdminSchoolTeachersAidDocument,
    programIdLabel: 'School Number',
  },
};

/** The binding of a school program; undefined for Kids Cafe and Partner Services. */
export function schoolDetailBinding(program: PortalProgram): SchoolDetailBinding | undefined {
  return BINDINGS[program.key];
}

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
