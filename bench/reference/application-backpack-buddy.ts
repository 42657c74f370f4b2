import { agreementDate, agreementVersion, continuationYear, formatTerm } from '@portal/domain';
import type { ReferenceRequest } from './session.ts';

/** What the application page asks (packages/web/…/backpack-buddy/application.queries.ts). */
export const APPLICATION_QUERY = `query BackpackBuddyApplication($id: Int!) {
  applicationBackpackBuddy(id: $id) {
    id applicationBackpackBuddyId status heldForReview draft new stepsCompleted termId
    term { termId type year termFormatted }
    isContinuation organizationType nonProfitOrganizations numTotalEnrollment numFreeLunch
    numReducedLunch certififedVerification programInterests willHelpMediaEvents
    willDistributeInfo emailSecondaryCoordinator agreeToProgramPurpose
    agreeToProgramResponsibilities agreeNondiscrimination nameSignFirst nameSignSecond
    nameSignThird verifyPrincipalEmail submittedAt
    school { id schoolId name type districtId districtName address1 address2 city county state
      zip gradesServed teamMembersBackpackBuddy { teamMemberId type firstName lastName title phone email } }
    agreement { version date }
  }
}`;

/**
 * The application, its term, school, district, the caller's link to the school, the school's
 * roster and the previous year's approval (for the agreement date) in one statement.
 */
const APPLICATION_SQL = `
  select a.id, a.status, a.signer_review is not null as reviewed, a.draft, a.new, a.steps_completed,
    a.term_id, t.type as term_type, t.year as term_year, a.is_continuation, a.organization_type,
    a.non_profit_organizations, a.num_total_enrollment, a.num_free_lunch, a.num_reduced_lunch,
    a.certififed_verification, a.program_interests, a.will_help_media_events,
    a.will_distribute_info, a.email_secondary_coordinator, a.agree_to_program_purpose,
    a.agree_to_program_responsibilities, a.agree_nondiscrimination, a.name_sign_first,
    a.name_sign_second, a.name_sign_third, a.verify_principal_email, a.submitted_at,
    a.submitted_by_id, a.proposed_school,
    s.id as school_id, s.name, s.type, s.district_id, d.name as district_name, s.address1,
    s.address2, s.city, s.county, s.state, s.zip, s.grades_served,
    exists (select 1 from user_schools l where l.user_id = $2 and l.school_id = a.school_id) as linked,
    (select coalesce(json_agg(json_build_object('teamMemberId', m.id, 'type', m.type,
        'firstName', m.first_name, 'lastName', m.last_name, 'title', m.title, 'phone', m.phone,
        'email', m.email) order by m.id), '[]')
      from school_team_members m where m.school_id = a.school_id
        and m.program = 'BACKPACK_BUDDY' and m.deleted_at is null) as roster,
    case when a.is_continuation and a.submitted_at is null then
      (select p.submitted_at from application_backpack_buddy p where p.school_id = a.school_id
        and p.status = 'APPROVED' and p.is_continuation = false and p.deleted_at is null
        and p.submitted_at >= $3::timestamptz and p.submitted_at < $4::timestamptz
        order by p.submitted_at desc limit 1) end as previous_submitted_at
  from application_backpack_buddy a
  join program_terms t on t.id = a.term_id
  join schools s on s.id = a.school_id
  left join districts d on d.id = s.district_id
  where a.id = $1 and a.deleted_at is null`;

interface Member {
  teamMemberId: number | null;
  type: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
}
interface Proposal {
  profile?: Record<string, unknown> & { state?: string | null };
  roster?: { members: Member[] };
}
type Row = Record<string, unknown>;

export async function applicationBackpackBuddy(request: ReferenceRequest) {
  const viewer = request.viewer!;
  const now = new Date();
  const year = continuationYear(now);
  const [a] = await request.query<Row>(
    APPLICATION_SQL,
    [
      Number(request.variables.id),
      viewer.userId,
      `${year}-01-01T00:00:00Z`,
      `${year + 1}-01-01T00:00:00Z`,
    ],
    'ref_application_bb',
  );
  const visible =
    a && (viewer.type === 'ADMIN' || a.submitted_by_id === viewer.userId || a.linked === true);
  if (!visible) return { notFound: true as const };
  const proposal =
    a.status === 'APPROVED' ? null : ((a.proposed_school as Proposal | null) ?? null);
  const mayReadRoster = viewer.type === 'ADMIN' || a.linked === true;
  const roster = proposal?.roster
    ? proposal.roster.members.map((m) => ({ ...m, teamMemberId: m.teamMemberId ?? null }))
    : mayReadRoster
      ? (a.roster as Member[])
      : [];
  const profile: Record<string, unknown> = proposal?.profile
    ? { ...proposal.profile, state: proposal.profile.state ?? a.state }
    : {};
  const field = (name: string, column: string) => (name in profile ? profile[name] : a[column]);
  const submittedAt = a.submitted_at === null ? null : new Date(a.submitted_at as string);
  const previous = a.previous_submitted_at ? new Date(a.previous_submitted_at as string) : null;
  return {
    applicationBackpackBuddy: {
      id: String(a.id),
      applicationBackpackBuddyId: a.id,
      status: a.status,
      heldForReview: a.status === 'PENDING_PRINCIPAL' && a.reviewed === true,
      draft: a.draft,
      new: a.new,
      stepsCompleted: a.steps_completed,
      termId: a.term_id,
      term: {
        termId: a.term_id,
        type: a.term_type,
        year: a.term_year,
        termFormatted: formatTerm(a.term_type as never, a.term_year as number),
      },
      isContinuation: a.is_continuation,
      organizationType: a.organization_type,
      nonProfitOrganizations: a.non_profit_organizations,
      numTotalEnrollment: a.num_total_enrollment,
      numFreeLunch: a.num_free_lunch,
      numReducedLunch: a.num_reduced_lunch,
      certififedVerification: a.certififed_verification,
      programInterests: a.program_interests,
      willHelpMediaEvents: a.will_help_media_events,
      willDistributeInfo: a.will_distribute_info,
      emailSecondaryCoordinator: a.email_secondary_coordinator,
      agreeToProgramPurpose: a.agree_to_program_purpose,
      agreeToProgramResponsibilities: a.agree_to_program_responsibilities,
      agreeNondiscrimination: a.agree_nondiscrimination,
      nameSignFirst: a.name_sign_first,
      nameSignSecond: a.name_sign_second,
      nameSignThird: a.name_sign_third,
      verifyPrincipalEmail: a.verify_principal_email,
      submittedAt: submittedAt?.toISOString() ?? null,
      school: {
        id: String(a.school_id),
        schoolId: a.school_id,
        name: a.name,
        type: a.type,
        districtId: a.district_id,
        districtName: a.district_name,
        address1: field('address1', 'address1'),
        address2: field('address2', 'address2'),
        city: field('city', 'city'),
        county: field('county', 'county'),
        state: field('state', 'state'),
        zip: field('zip', 'zip'),
        gradesServed: field('gradesServed', 'grades_served'),
        teamMembersBackpackBuddy: roster.map((m) => ({
          teamMemberId: m.teamMemberId,
          type: m.type,
          firstName: m.firstName,
          lastName: m.lastName,
          title: m.title,
          phone: m.phone,
          email: m.email,
        })),
      },
      agreement: {
        version: agreementVersion({
          submittedAt,
          continuationCondition: a.is_continuation as boolean,
        }),
        date: agreementDate({
          submittedAt,
          isContinuation: a.is_continuation as boolean,
          isNew: a.new as boolean | null,
          previousApprovedSubmittedAt: previous,
          today: now,
        }),
      },
    },
  };
}
