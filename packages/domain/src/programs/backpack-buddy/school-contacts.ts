import { z } from 'zod';
import { teamRosterSchema } from './roster.ts';

/**
 * School Contacts (the educator area's roster of a school): the same participant and roster rules
 * as the application's Team Information, with the principal and primary coordinator required.
 * Phones come out as 123-456-7890; staff and volunteers lose any phone and email.
 */
export const schoolContactsSchema = z.object({
  teamMembers: teamRosterSchema({ requireLeads: true }),
});

/** editSchoolContacts: the form's values for one school. */
export const editSchoolContactsSchema = schoolContactsSchema.extend({
  schoolId: z.number().int().positive(),
});

export type SchoolContactsInput = z.input<typeof schoolContactsSchema>;
export type EditSchoolContacts = z.output<typeof editSchoolContactsSchema>;
