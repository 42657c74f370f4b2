import { formatTermShort } from '@portal/domain';
import type { ReferenceRequest } from './session.ts';
import { iso } from './session.ts';

/** The admin school detail as the console asks for it (school-detail.queries.ts). */
export const ADMIN_SCHOOL_QUERY = `query AdminSchoolBackpackBuddy($schoolId: Int!) {
  school: adminSchoolBackpackBuddy(schoolId: $schoolId) {
    id schoolId program name type address1 address2 city county state zip districtId
    districtName gradesServed notes deletedAt lastEdited lastEditedTeamMembers programId
    programStatus programStatusUpdatedAt approvedApplicationId numTotalEnrollment
    numReducedLunch numFreeLunch participatedLastYear
    teamMembers { teamMemberId type firstName lastName title phone email }
    applications { applicationId termId termFormattedShort submittedAt submittedByName
      isContinuation status createdAt signerReview { namedEmail onRecordEmail } }
    history { id action entityType entityId actorName createdAt changes { field before after } }
  }
}`;

/** The school with its district, Backpack Buddy roster, applications and history: one statement. */
const SCHOOL_SQL = `
  select s.id, s.name, s.type, s.address1, s.address2, s.city, s.county, s.state, s.zip,
    s.district_id, d.name as district_name, s.grades_served, s.notes, s.deleted_at, s.last_edited,
    s.last_edited_team_members, s.backpack_buddy_id, s.status_backpack_buddy,
    s.status_backpack_buddy_updated_at,
    (select coalesce(json_agg(json_build_object('teamMemberId', m.id, 'type', m.type,
        'firstName', m.first_name, 'lastName', m.last_name, 'title', m.title, 'phone', m.phone,
        'email', m.email) order by m.id), '[]')
      from school_team_members m
      where m.school_id = s.id and m.program = 'BACKPACK_BUDDY' and m.deleted_at is null) as members,
    (select coalesce(json_agg(json_build_object('id', a.id, 'termId', a.term_id,
        'termType', t.type, 'termYear', t.year, 'status', a.status, 'submittedAt', a.submitted_at,
        'createdAt', a.created_at, 'signerReview', a.signer_review, 'isContinuation', a.is_continuation,
        'new', a.new, 'numTotalEnrollment', a.num_total_enrollment,
        'numReducedLunch', a.num_reduced_lunch, 'numFreeLunch', a.num_free_lunch,
        'firstName', u.first_name, 'lastName', u.last_name)
        order by t.start_date desc, a.created_at desc, a.id desc), '[]')
      from application_backpack_buddy a join program_terms t on t.id = a.term_id
      left join users u on u.id = a.submitted_by_id
      where a.school_id = s.id and a.deleted_at is null) as applications,
    (select coalesce(json_agg(h order by h.created_at desc, h.id desc), '[]') from (
      select l.id, l.action, l.entity_type, l.entity_id, l.before, l.after, l.created_at,
        u.first_name || ' ' || u.last_name as actor_name
      from audit_log l left join users u on u.id = l.actor_id
      where (l.entity_type = 'schools' and l.entity_id = s.id)
        or (l.entity_type = 'application_backpack_buddy' and l.entity_id in
          (select a.id from application_backpack_buddy a where a.school_id = s.id))
        or (l.entity_type = 'term_months' and l.entity_id in
          (select m.id from term_months m where m.school_id = s.id))
      order by l.created_at desc, l.id desc limit 200) h) as history
  from schools s left join districts d on d.id = s.district_id
  where s.id = $1`;

interface Application {
  id: number;
  termId: number;
  termType: string;
  termYear: number;
  status: string;
  submittedAt: string | null;
  createdAt: string;
  signerReview: { namedEmail?: string | null; onRecordEmail?: string; at?: string } | null;
  isContinuation: boolean;
  new: boolean | null;
  numTotalEnrollment: number | null;
  numReducedLunch: number | null;
  numFreeLunch: number | null;
  firstName: string | null;
  lastName: string | null;
}
interface HistoryRow {
  id: number;
  action: string;
  entity_type: string;
  entity_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
  actor_name: string | null;
}
type Row = Record<string, unknown> & {
  members: Record<string, unknown>[];
  applications: Application[];
  history: HistoryRow[];
};

const text = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);
const time = (a: Application) => new Date(a.submittedAt ?? a.createdAt).getTime();

export async function adminSchoolBackpackBuddy(request: ReferenceRequest) {
  if (request.viewer?.type !== 'ADMIN') return { notFound: true as const };
  const [s] = await request.query<Row>(
    SCHOOL_SQL,
    [Number(request.variables.schoolId)],
    'ref_admin_school',
  );
  if (!s) return { notFound: true as const };
  const approved = s.applications
    .filter((a) => a.status === 'APPROVED')
    .sort((a, b) => time(b) - time(a) || b.id - a.id)[0];
  return {
    school: {
      id: `BACKPACK_BUDDY:${s.id}`,
      schoolId: s.id,
      program: 'BACKPACK_BUDDY',
      name: s.name,
      type: s.type,
      address1: s.address1,
      address2: s.address2,
      city: s.city,
      county: s.county,
      state: s.state,
      zip: s.zip,
      districtId: s.district_id,
      districtName: s.district_name,
      gradesServed: s.grades_served,
      notes: s.notes,
      deletedAt: iso(s.deleted_at as string | null),
      lastEdited: iso(s.last_edited as string | null),
      lastEditedTeamMembers: iso(s.last_edited_team_members as string | null),
      programId: s.backpack_buddy_id,
      programStatus: s.status_backpack_buddy,
      programStatusUpdatedAt: iso(s.status_backpack_buddy_updated_at as string | null),
      approvedApplicationId: approved?.id ?? null,
      numTotalEnrollment: approved?.numTotalEnrollment ?? null,
      numReducedLunch: approved?.numReducedLunch ?? null,
      numFreeLunch: approved?.numFreeLunch ?? null,
      participatedLastYear: approved ? !approved.new : null,
      teamMembers: s.members,
      applications: s.applications.map((a) => ({
        applicationId: a.id,
        termId: a.termId,
        termFormattedShort: formatTermShort(a.termType as never, a.termYear),
        submittedAt: iso(a.submittedAt),
        submittedByName: a.firstName === null ? null : `${a.firstName} ${a.lastName ?? ''}`.trim(),
        isContinuation: a.isContinuation,
        status: a.status,
        createdAt: iso(a.createdAt),
        signerReview:
          a.signerReview?.onRecordEmail && a.signerReview.at
            ? {
                namedEmail: a.signerReview.namedEmail ?? null,
                onRecordEmail: a.signerReview.onRecordEmail,
              }
            : null,
      })),
      history: s.history.map((h) => {
        const before = h.before ?? {};
        const after = h.after ?? {};
        const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
        return {
          id: String(h.id),
          action: h.action,
          entityType: h.entity_type,
          entityId: h.entity_id,
          actorName: h.actor_name,
          createdAt: iso(h.created_at),
          changes: fields.map((field) => ({
            field,
            before: text(before[field]),
            after: text(after[field]),
          })),
        };
      }),
    },
  };
}
