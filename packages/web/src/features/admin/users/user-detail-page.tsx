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
import type { HolderChoice } from './holder-choices';
import { useHolderChoices } from './use-holder-choices';
import { UserActions } from './user-actions';
import { UserForm } from './user-form';
import type { UserFormValues } from './user-form';
import { USER_HOLDERS, userHolderOf } from './user-holders';
import type { HeldBy, UserHolder } from './user-holders';
import { userListPath, userPath } from './user-paths';
import { AdminEducatorUserDetailsDocument, AdminUpdateEducatorUserDocument } from './users.queries';
import '../admin-detail.css';
import './users.css';

type EducatorUser = AdminEducatorUserFieldsFragment;

export const NEW_USER_HINT = 'The new user is emailed a link to set their password.';

/** A new account: nothing assigned (in the Kids Cafe area no site and no school, and so on). */
const emptyUser = (holder: UserHolder): UserFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  schoolIds: [],
  [holder.field]: [],
});
const NOTHING_OWN: readonly HolderChoice[] = [];

const HISTORY_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  schoolIds: USER_HOLDERS.school.plural,
  siteIds: USER_HOLDERS.site.plural,
  organizationIds: USER_HOLDERS.organization.plural,
};

/** A new account drops the cached list, which then loads afresh with it. */
const forgetUserList = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'educatorUsers' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'educatorUsersPage' });
};

/**
 * The form's values of an account: its schools always (the Kids Cafe and Partner Services areas
 * send them back as they are), and its sites (organizations) only where the rows assign them
 * (elsewhere `siteIds` and `organizationIds` are left out, so they stay as they are).
 */
const formValues = (user: EducatorUser, holder: UserHolder): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  schoolIds: user.schools.map((school) => school.schoolId),
  [holder.field]: holder.own(user).map((choice) => choice.id),
});

/** The label of an id among the account's own schools (sites, organizations), for the history. */
const ownLabelOf = (holder: UserHolder, user: HeldBy) => {
  const own = new Map(holder.own(user).map((choice) => [choice.id, choice.label]));
  return (id: number) => own.get(id) ?? `${holder.noun} ${id}`;
};

/**
 * An educator account ({programUrl}/users/:id, spec 3 §2 Users): 'new' creates one (mailed a
 * link to set a password) and then opens it; an existing one is edited, can be sent a password
 * reset, deleted or restored, and lists its changes. Any other id goes back to the list. The
 * assigned schools are edited, in the Kids Cafe area the assigned sites, in the Partner Services
 * area the assigned organizations (user-holders.ts).
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
  const holder = userHolderOf(program);
  const [save] = useMutation(AdminUpdateEducatorUserDocument, { update: forgetUserList });
  const { choices, labelOf, failed } = useHolderChoices(holder, NOTHING_OWN);
  const defaultValues = useMemo(() => emptyUser(holder), [holder]);
  return (
    <>
      <title>{`Create New User | ${program.name} | Partner Portal`}</title>
      <h2>Create New User</h2>
      {failed ? <Alert>{holder.loadError}</Alert> : null}
      <UserForm
        holder={holder}
        defaultValues={defaultValues}
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
  const holder = userHolderOf(program);
  const [save] = useMutation(AdminUpdateEducatorUserDocument);
  const own = useMemo(() => holder.own(user), [holder, user]);
  const { choices, labelOf, failed } = useHolderChoices(holder, own);
  const deleted = user.deletedAt != null;
  // Schools, sites and organizations changed are named: the area's own with every option, the others by the
  // account's own names.
  const describeValue = useCallback<DescribeValue>(
    (field, value) => {
      const named = Object.values(USER_HOLDERS).find((h) => h.field === field);
      if (!named || !Array.isArray(value)) return undefined;
      const label = named === holder ? labelOf : ownLabelOf(named, user);
      return value.map((id) => label(Number(id))).join(', ') || '(empty)';
    },
    [holder, labelOf, user],
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
      {failed ? <Alert>{holder.loadError}</Alert> : null}
      <UserForm
        key={user.id}
        holder={holder}
        defaultValues={formValues(user, holder)}
        choices={choices}
        labelOf={labelOf}
        onSave={async (input) => {
          const { data } = await save({
            variables: { input: { educatorId: user.educatorId, ...input } },
          });
          toast.success(MESSAGES.updateSuccessful);
          return data ? formValues(data.adminUpdateEducatorUser, holder) : input;
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
