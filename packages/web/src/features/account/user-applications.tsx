import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ComponentType, ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import type { ApplicationStatus, TermType } from '@portal/domain';
import { graphql } from '../../gql';
import { useTranslateMessage } from '../../i18n/use-t';
import { UserApplicationsBackpackBuddyDocument } from './account.queries';

/** My Account → Applications for School Market: the caller's applications, newest first. */
export const UserApplicationsSchoolMarketDocument = graphql(`
  query UserApplicationsSchoolMarket {
    userApplicationsSchoolMarket {
      id
      schoolOrSiteName
      applicationYear
      termType
      termFormatted
      status
      submittedAt
    }
  }
`);

/** My Account → Applications for Teachers Aid: the caller's applications, newest first. */
export const UserApplicationsTeachersAidDocument = graphql(`
  query UserApplicationsTeachersAid {
    userApplicationsTeachersAid {
      id
      schoolOrSiteName
      applicationYear
      termType
      termFormatted
      status
      submittedAt
    }
  }
`);

/**
 * My Account → Applications for Kids Cafe: the caller's applications, newest first, and whether
 * the program is waitlisted (its warning heads the list).
 */
export const UserApplicationsKidsCafeDocument = graphql(`
  query UserApplicationsKidsCafe {
    userApplicationsKidsCafe {
      id
      schoolOrSiteName
      applicationYear
      termType
      termFormatted
      status
      submittedAt
    }
    programConfig(program: KIDS_CAFE) {
      id
      program
      waitlisted
    }
  }
`);

/** My Account → Applications for Partner Services: the caller's applications, newest first. */
export const UserApplicationsPartnerServicesDocument = graphql(`
  query UserApplicationsPartnerServices {
    userApplicationsPartnerServices {
      id
      schoolOrSiteName
      applicationYear
      termType
      termFormatted
      status
      submittedAt
    }
  }
`);

/** A row of My Account → Applications, whatever the program. */
export type UserApplicationRow = {
  id: number;
  schoolOrSiteName: string;
  applicationYear: number;
  termType: TermType;
  status: ApplicationStatus;
};

export type UserApplicationsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; rows: readonly UserApplicationRow[] };

export type SourceProps = { children: (state: UserApplicationsState) => ReactNode };

/**
 * A program's source whose query gives only its rows: read fresh on every visit (statuses change
 * elsewhere), then from the cache.
 */
function rowsSource<Q>(
  document: TypedDocumentNode<Q, Record<string, never>>,
  rowsOf: (data: Q) => readonly UserApplicationRow[],
): UserApplicationsSource {
  return function RowsSource({ children }: SourceProps) {
    const { data, error } = useQuery(document, { fetchPolicy: 'cache-and-network' });
    if (data) return children({ status: 'ready', rows: rowsOf(data as Q) });
    if (error) return children({ status: 'error', error });
    return children({ status: 'loading' });
  };
}

/** Backpack Buddy: userApplicationsBackpackBuddy. */
export const BackpackBuddyApplications = rowsSource(
  UserApplicationsBackpackBuddyDocument,
  (data) => data.userApplicationsBackpackBuddy,
);

/** School Market: userApplicationsSchoolMarket. */
export const SchoolMarketApplications = rowsSource(
  UserApplicationsSchoolMarketDocument,
  (data) => data.userApplicationsSchoolMarket,
);

/** Teachers Aid: userApplicationsTeachersAid. */
export const TeachersAidApplications = rowsSource(
  UserApplicationsTeachersAidDocument,
  (data) => data.userApplicationsTeachersAid,
);

/** Partner Services: userApplicationsPartnerServices, a row per application (column Organization). */
export const PartnerServicesApplications = rowsSource(
  UserApplicationsPartnerServicesDocument,
  (data) => data.userApplicationsPartnerServices,
);

/**
 * Kids Cafe: userApplicationsKidsCafe (fresh on every visit), under the warning that the program
 * is at maximum capacity while its settings say waitlisted (spec 2 §2 "Account page").
 */
export function KidsCafeApplications({ children }: SourceProps) {
  const { data, error } = useQuery(UserApplicationsKidsCafeDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const translate = useTranslateMessage();
  if (!data) return children(error ? { status: 'error', error } : { status: 'loading' });
  return (
    <>
      {data.programConfig.waitlisted === true ? (
        <p className="alert alert-info" role="status">
          {translate(MESSAGES.kidsCafeWaitlisted)}
        </p>
      ) : null}
      {children({ status: 'ready', rows: data.userApplicationsKidsCafe })}
    </>
  );
}

/**
 * Where a program's applications come from: a component of the shape of
 * BackpackBuddyApplications. Each program's web module (src/programs/<program>/module.tsx) names
 * its source; a program gets one with its user-applications query.
 */
export type UserApplicationsSource = ComponentType<SourceProps>;
