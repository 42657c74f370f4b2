import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { MESSAGES, formatShortDate } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import type { AdminEducatorUserFieldsFragment } from '../../../gql/graphql';
import type { PortalProgram } from '../../../lib/programs';
import { toast } from '../../../lib/toast-store';
import { AuditHistory } from '../audit-history';
import type { DescribeValue } from '../audit-history';
import { parseRouteId } from '../route-id';
import { schoolLabel } from './school-choices';
import type { SchoolChoice } from './school-choices';
import { UserActions } from './user-actions';
import { UserForm } from './user-form';
import type { UserFormValues } from './user-form';
import { userListPath, userPath } from './user-paths';
import {
  AdminEducatorUserDetailsDocument,
  AdminSchoolOptionsDocument,
  AdminUpdateEducatorUserDocument,
} from './users.queries';
import '../admin-detail.css';
import './users.css';

type EducatorUser = AdminEducatorUserFieldsFragment;

export const NEW_USER_HINT = 'The new user is emailed a link to set their password.';

const EMPTY_USER: UserFormValues = { firstName: '', lastName: '', email: '', schoolIds: [] };
const NO_SCHOOLS: EducatorUser['schools'] = [];

const HISTORY_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  schoolIds: 'Schools',
};

/** A new account drops the cached list, which then loads afresh with it. */
const forgetUserList = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'educatorUsers' });
};

const formValues = (user: EducatorUser): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  schoolIds: user.schools.map((school) => school.schoolId),
});

/**
 * Every live school for the pickers, plus the user's own (so their names show while the list
 * loads), and the 'Name (District)' label of an id.
 */
function useSchoolChoices(own: EducatorUser['schools']) {
  const { data, error } = useQuery(AdminSchoolOptionsDocument);
  const options = data?.adminSchoolOptions;
  const choices = useMemo<SchoolChoice[]>(
    () =>
      (options ?? []).map((school) => ({ schoolId: school.schoolId, label: schoolLabel(school) })),
    [options],
  );
  const labels = useMemo(() => {
    const map = new Map<number, string>();
    own.forEach((school) => map.set(school.schoolId, schoolLabel(school)));
    choices.forEach((choice) => map.set(choice.schoolId, choice.label));
    return map;
  }, [own, choices]);
  const labelOf = useCallback(
    (schoolId: number) => labels.get(schoolId) ?? `School ${schoolId}`,
    [labels],
  );
  return { choices, labelOf, failed: !options && Boolean(error) };
}

/**
 * An educator account ({programUrl}/users/:id, spec 3 §2 Users): 'new' creates one (mailed a
 * link to set a password) and then opens it; an existing one is edited, can be sent a password
 * reset, deleted or restored, and lists its changes. Any other id goes back to the list.
 */
export default function UserDetailPage({ program }: { program: PortalProgram }) {
  const { id } = useParams();
  const educatorId = parseRouteId(id);
  if (id !== 'new' && educatorId === null) return <Navigate to={userListPath(program)} replace />;
  return (
    <section className="admin-detail">
      <Link className="admin-detail-back" to={userListPath(program)}>
        Back to Users
      </Link>
      {educatorId === null ? (
        <NewUser program={program} />
      ) : (
        <LoadedUser program={program} educatorId={educatorId} />
      )}
    </section>
  );
}

function NewUser({ program }: { program: PortalProgram }) {
  const navigate = useNavigate();
  const [save] = useMutation(AdminUpdateEducatorUserDocument, { update: forgetUserList });
  const { choices, labelOf, failed } = useSchoolChoices(NO_SCHOOLS);
  return (
    <>
      <title>{`Create New User | ${program.name} | Partner Portal`}</title>
      <h2>Create New User</h2>
      {failed ? <Alert>{MESSAGES.errorLoadingSchools}</Alert> : null}
      <UserForm
        defaultValues={EMPTY_USER}
        choices={choices}
        labelOf={labelOf}
        hint={NEW_USER_HINT}
        onSave={async (input) => {
          const { data } = await save({ variables: { input } });
          const created = data?.adminUpdateEducatorUser;
          toast.success(MESSAGES.updateSuccessful);
          if (created) await navigate(userPath(program, created.educatorId), { replace: true });
          return null;
        }}
      />
    </>
  );
}

function LoadedUser({ program, educatorId }: { program: PortalProgram; educatorId: number }) {
  const { data, error } = useQuery(AdminEducatorUserDetailsDocument, {
    variables: { educatorId },
  });
  const user = data?.adminEducatorUserDetails;
  if (!user || user.educatorId !== educatorId) {
    return error ? (
      <>
        <title>{`Users | ${program.name} | Partner Portal`}</title>
        <ErrorBlock />
      </>
    ) : (
      <Loading />
    );
  }
  return <UserProfile program={program} user={user} />;
}

function UserProfile({ program, user }: { program: PortalProgram; user: EducatorUser }) {
  const [save] = useMutation(AdminUpdateEducatorUserDocument);
  const { choices, labelOf, failed } = useSchoolChoices(user.schools);
  const deleted = user.deletedAt != null;
  const describeValue = useCallback<DescribeValue>(
    (field, value) =>
      field === 'schoolIds' && Array.isArray(value)
        ? value.map((id) => labelOf(Number(id))).join(', ') || '(empty)'
        : undefined,
    [labelOf],
  );
  return (
    <>
      <title>{`${user.fullName} | ${program.name} | Partner Portal`}</title>
      <div className="admin-detail-header">
        <div className="admin-detail-title">
          <h2>User Profile</h2>
          {deleted ? <span className="admin-detail-badge">Deleted</span> : null}
        </div>
        <UserActions educatorId={user.educatorId} email={user.email} deleted={deleted} />
      </div>
      <p className="user-last-edited">{`Last edited ${formatShortDate(user.updatedAt)}`}</p>
      {failed ? <Alert>{MESSAGES.errorLoadingSchools}</Alert> : null}
      <UserForm
        key={user.id}
        defaultValues={formValues(user)}
        choices={choices}
        labelOf={labelOf}
        onSave={async (input) => {
          const { data } = await save({
            variables: { input: { educatorId: user.educatorId, ...input } },
          });
          toast.success(MESSAGES.updateSuccessful);
          return data ? formValues(data.adminUpdateEducatorUser) : input;
        }}
      />
      <AuditHistory
        entries={user.history}
        fieldLabels={HISTORY_FIELDS}
        describeValue={describeValue}
      />
    </>
  );
}
