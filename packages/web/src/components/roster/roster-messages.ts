import { enumLabel } from '@portal/domain';
import { rosterIssues, teamMemberSchema } from '@portal/domain/programs/backpack-buddy';
import type { SaveMode } from '@portal/domain';
import type { MemberValues } from './member-values';

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  type: 'Type',
  title: 'Job Title',
  phone: 'Phone',
  email: 'Email',
};

/**
 * What shows under the roster after an attempt to save: the roster's own rules ('Principal
 * Required', 'Primary Coordinator Required', 'Email must be unique', …; a draft does not need
 * the leads) and any member whose row breaks the participant rules.
 */
export function rosterMessages(members: readonly MemberValues[], mode: SaveMode): string[] {
  const messages = rosterIssues(members, { requireLeads: mode === 'submit' }).map((i) => i.message);
  members.forEach((member) => {
    const result = teamMemberSchema.safeParse(member);
    if (result.success) return;
    const name =
      `${member.firstName} ${member.lastName}`.trim() ||
      enumLabel('backpackBuddyTeamMemberTypes', member.type);
    for (const issue of result.error.issues) {
      const field = FIELD_LABELS[String(issue.path[0])] ?? '';
      messages.push(`${name}: ${field ? `${field} ` : ''}${issue.message}`);
    }
  });
  return [...new Set(messages)];
}
