import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditHistory, actionText, fieldText, valueText } from './audit-history';
import type { AuditHistoryEntry } from './audit-history';

const entry = (overrides: Partial<AuditHistoryEntry>): AuditHistoryEntry => ({
  id: '1',
  action: 'UPDATE',
  entityType: 'districts',
  entityId: 7,
  actorName: 'Ada Admin',
  createdAt: '2024-03-05T14:07:00.000Z',
  changes: [],
  ...overrides,
});

describe('AuditHistory', () => {
  it('lists each entry: when (UTC), who, what, and each field before → after', () => {
    render(
      <AuditHistory
        entries={[
          entry({
            id: '2',
            action: 'UPDATE',
            changes: [
              { field: 'name', before: '"Aldine"', after: '"Aldine ISD"' },
              { field: 'schoolIds', before: '[1]', after: '[]' },
              { field: 'deletedAt', before: null, after: '"2024-03-05"' },
            ],
          }),
          entry({ id: '1', action: 'CREATE', actorName: null, createdAt: '2023-12-31T23:59:00Z' }),
        ]}
        fieldLabels={{ schoolIds: 'Schools' }}
      />,
    );
    const section = screen.getByRole('heading', {
      level: 3,
      name: 'Change History',
    }).parentElement!;
    const [first, second] = Array.from(section.querySelectorAll<HTMLElement>('ol > li'));
    expect(first!.querySelector('p')!.textContent).toBe(
      'March 5th, 2024 2:07 pm UTC · Ada Admin · Updated',
    );
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Name: Aldine → Aldine ISD',
      'Schools: 1 → (empty)',
      'Deleted at: (empty) → 2024-03-05',
    ]);
    expect(second!.textContent).toBe('December 31st, 2023 11:59 pm UTC · Unknown · Created');
  });

  it("is the region 'Change History', saying 'No changes recorded yet.' while there are none", () => {
    render(<AuditHistory entries={[]} />);
    const region = screen.getByRole('region', { name: 'Change History' });
    within(region).getByText('No changes recorded yet.');
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('lets a screen describe values in its own words', () => {
    render(
      <AuditHistory
        entries={[entry({ changes: [{ field: 'schoolIds', before: '[3]', after: '[3,4]' }] })]}
        describeValue={(field, value) =>
          field === 'schoolIds' ? (value as number[]).map((id) => `#${id}`).join(' ') : undefined
        }
      />,
    );
    screen.getByText('School ids: #3 → #3 #4');
  });
});

describe('audit words', () => {
  it('names the action, and the application an entry is about', () => {
    expect(actionText({ action: 'ARCHIVE', entityType: 'districts', entityId: 1 })).toBe(
      'Archived',
    );
    expect(
      actionText({
        action: 'UPDATE_APPLICATION_STATUS',
        entityType: 'application_backpack_buddy',
        entityId: 9,
      }),
    ).toBe('Changed the application status (application 9)');
    expect(actionText({ action: 'SOME_NEW_THING', entityType: 'users', entityId: 1 })).toBe(
      'Some new thing',
    );
    expect(actionText({ action: 'ARCHIVE', entityType: 'schools', entityId: 42 })).toBe('Archived');
    // A Kids Cafe site's profile is a site's, not a school's.
    expect(actionText({ action: 'UPDATE_PROFILE', entityType: 'sites', entityId: 3 })).toBe(
      'Updated the site profile',
    );
    expect(actionText({ action: 'UPDATE_PROFILE', entityType: 'schools', entityId: 3 })).toBe(
      'Updated the school profile',
    );
    expect(
      actionText({ action: 'DELETE', entityType: 'application_school_market', entityId: 7 }),
    ).toBe('Deleted (application 7)');
  });

  it("names fields in words, or by the screen's own label", () => {
    expect(fieldText('gradesServed')).toBe('Grades served');
    expect(fieldText('grades_served')).toBe('Grades served');
    expect(fieldText('address1')).toBe('Address 1');
    expect(fieldText('numFreeLunch', { numFreeLunch: 'Free lunch' })).toBe('Free lunch');
    expect(fieldText('name', { numFreeLunch: 'Free lunch' })).toBe('Name');
  });

  it.each([
    [null, '(empty)'],
    [undefined, '(empty)'],
    ['null', '(empty)'],
    ['""', '(empty)'],
    ['"ACTIVE"', 'ACTIVE'],
    ['12', '12'],
    ['true', 'Yes'],
    ['false', 'No'],
    ['[]', '(empty)'],
    ['["PK","K"]', 'PK, K'],
    ['not json', 'not json'],
    [
      '[{"teamMemberId":5,"type":"PRINCIPAL","firstName":"Pat","lastName":"Lee","title":null},{"type":"STAFF","firstName":"Al","lastName":"Cruz"}]',
      'Pat Lee (Type: PRINCIPAL); Al Cruz (Type: STAFF)',
    ],
  ])('reads %s as %s', (json, text) => {
    expect(valueText('x', json)).toBe(text);
  });

  it('reads JSON values as a person would', () => {
    expect(valueText('x', 'true')).toBe('Yes');
    expect(valueText('x', '""')).toBe('(empty)');
    expect(valueText('x', 'not json')).toBe('not json');
    expect(
      valueText(
        'x',
        JSON.stringify([{ firstName: 'Pat', lastName: 'Lee', teamMemberId: 3, email: 'p@x' }]),
      ),
    ).toBe('Pat Lee (Email: p@x)');
  });
});
