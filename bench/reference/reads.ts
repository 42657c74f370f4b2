/**
 * The single-entity reads the bench measures against the bare reference: the educator's
 * start-up read (educatorUser), the application page's read of one application and the admin
 * console's school detail.
 */
import { graphql } from '../load.ts';
import type { ServerHandle } from '../server-handle.ts';
import { ADMIN_SCHOOL_QUERY } from './admin-school.ts';
import { APPLICATION_QUERY } from './application-backpack-buddy.ts';
import type { ReferencedScenario } from './compare.ts';
import { EDUCATOR_USER_QUERY } from './educator-user.ts';

const ADMIN_EMAIL = 'admin@foodbank.example';
const USER_APPLICATIONS = `query { userApplicationsBackpackBuddy { id status } }`;

const has = (value: unknown) => value !== null && value !== undefined;

function checkEducatorUser(data: unknown): string | undefined {
  const user = (data as { educatorUser?: Record<string, unknown> } | null)?.educatorUser;
  if (!user || typeof user.educatorId !== 'number') return 'no educatorUser.educatorId';
  return Array.isArray(user.schools) && user.schools.length > 0 ? undefined : 'no schools';
}

const checkField = (field: string, id: string) => (data: unknown) => {
  const value = (data as Record<string, Record<string, unknown> | undefined> | null)?.[field];
  return value && has(value[id]) ? undefined : `no ${field}.${id} in the answer`;
};

/** The reads, or why one could not be set up (it is then left out and the reason printed). */
export async function singleEntityReads(
  server: ServerHandle,
  baseUrl: string,
  educatorToken: string | undefined,
): Promise<{ scenarios: ReferencedScenario[]; problems: string[] }> {
  const scenarios: ReferencedScenario[] = [];
  const problems: string[] = [];
  if (!educatorToken) return { scenarios, problems: ['no educator token: reads not measured'] };
  const educator = { authorization: `Bearer ${educatorToken}` };
  scenarios.push({
    name: 'educatorUser',
    body: JSON.stringify({ query: EDUCATOR_USER_QUERY }),
    headers: educator,
    check: checkEducatorUser,
    reference: 'educatorUser',
    singleEntity: true,
    note: "the web's CurrentUser read (without enums), as the demo educator",
  });
  let schoolId: number | undefined;
  try {
    const mine = await graphql(baseUrl, JSON.stringify({ query: USER_APPLICATIONS }), educator);
    const list = (mine.data as { userApplicationsBackpackBuddy: { id: number }[] })
      .userApplicationsBackpackBuddy;
    const id = list[0]?.id;
    if (id === undefined) throw new Error('the demo educator has no Backpack Buddy application');
    const body = JSON.stringify({ query: APPLICATION_QUERY, variables: { id } });
    const app = await graphql(baseUrl, body, educator);
    schoolId = (app.data as { applicationBackpackBuddy: { school: { schoolId: number } } })
      .applicationBackpackBuddy.school.schoolId;
    scenarios.push({
      name: 'applicationBackpackBuddy(id)',
      body,
      headers: educator,
      check: checkField('applicationBackpackBuddy', 'applicationBackpackBuddyId'),
      reference: 'applicationBackpackBuddy',
      singleEntity: true,
      note: `the application page's read of application ${id}, as the demo educator`,
    });
  } catch (error) {
    problems.push(`applicationBackpackBuddy(id): ${(error as Error).message}`);
  }
  try {
    if (schoolId === undefined) throw new Error('no school (the application read failed)');
    server.send({ type: 'admin-session', email: ADMIN_EMAIL });
    const { token } = await server.next('admin-session', 30_000);
    scenarios.push({
      name: 'adminSchoolBackpackBuddy',
      body: JSON.stringify({ query: ADMIN_SCHOOL_QUERY, variables: { schoolId } }),
      headers: { authorization: `Bearer ${token}` },
      check: checkField('school', 'schoolId'),
      reference: 'adminSchoolBackpackBuddy',
      singleEntity: true,
      note: `the admin school detail of school ${schoolId}, as the demo administrator`,
    });
  } catch (error) {
    problems.push(`adminSchoolBackpackBuddy: ${(error as Error).message}`);
  }
  return { scenarios, problems };
}
