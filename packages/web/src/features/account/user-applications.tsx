import { useQuery } from '@apollo/client/react';
import type { ComponentType, ReactNode } from 'react';
import type { ApplicationStatus, ProgramKey, TermType } from '@portal/domain';
import { UserApplicationsBackpackBuddyDocument } from './account.queries';

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

type SourceProps = { children: (state: UserApplicationsState) => ReactNode };

/** Backpack Buddy: userApplicationsBackpackBuddy (fresh on every visit: statuses change elsewhere). */
function BackpackBuddyApplications({ children }: SourceProps) {
  const { data, error } = useQuery(UserApplicationsBackpackBuddyDocument, {
    fetchPolicy: 'cache-and-network',
  });
  if (data) return children({ status: 'ready', rows: data.userApplicationsBackpackBuddy });
  if (error) return children({ status: 'error', error });
  return children({ status: 'loading' });
}

/** A program whose user-applications query does not exist yet: an empty list. */
function NoApplications({ children }: SourceProps) {
  return children({ status: 'ready', rows: [] });
}

/**
 * Where each program's applications come from. A program plugs its query in here with a
 * component of the same shape as BackpackBuddyApplications.
 */
const SOURCES: Partial<Record<ProgramKey, ComponentType<SourceProps>>> = {
  backpackBuddy: BackpackBuddyApplications,
};

export function userApplicationsSource(key: ProgramKey): ComponentType<SourceProps> {
  return SOURCES[key] ?? NoApplications;
}
