import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { editSchoolContactsSchema, schoolContactsSchema } from './school-contacts.ts';

const principal = {
  type: 'PRINCIPAL',
  firstName: 'Pat',
  lastName: 'Lee',
  title: 'Head',
  phone: '(713) 555 0100',
  email: 'pat@school.org',
};
const primary = {
  type: 'PRIMARY',
  firstName: 'Kim',
  lastName: 'Ortiz',
  phone: '7135550101',
  email: 'kim@school.org',
};

const messages = (input: unknown) =>
  schoolContactsSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('school contacts', () => {
  it('normalises phones, drops staff contacts and the principal title', () => {
    const parsed = editSchoolContactsSchema.parse({
      schoolId: 4,
      teamMembers: [
        principal,
        primary,
        { type: 'VOLUNTEER', firstName: 'Al', lastName: 'Cruz', phone: '1', email: 'x' },
      ],
    });
    expect(parsed.teamMembers.map((m) => [m.type, m.phone, m.email, m.title])).toEqual([
      ['PRINCIPAL', '713-555-0100', 'pat@school.org', null],
      ['PRIMARY', '713-555-0101', 'kim@school.org', null],
      ['VOLUNTEER', null, null, null],
    ]);
  });

  it('always needs the principal and the primary coordinator', () => {
    expect(messages({ teamMembers: [] })).toEqual([
      ['teamMembers', MESSAGES.principalRequired],
      ['teamMembers', MESSAGES.primaryCoordinatorRequired],
    ]);
  });

  it('applies the participant and uniqueness rules', () => {
    expect(
      messages({
        teamMembers: [
          { ...principal, phone: '713-555-010' },
          { ...primary, email: 'PAT@school.org' },
          { ...primary, email: 'k2@school.org' },
        ],
      }),
    ).toEqual([
      ['teamMembers.0.phone', MESSAGES.invalidPhone],
      ['teamMembers', MESSAGES.primaryCoordinatorAlreadyExists],
      ['teamMembers.1.email', MESSAGES.emailMustBeUnique],
    ]);
  });

  it('needs a school id', () => {
    expect(editSchoolContactsSchema.safeParse({ teamMembers: [principal, primary] }).success).toBe(
      false,
    );
  });
});
