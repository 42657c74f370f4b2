import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { backpackBuddyAgreement } from '@portal/domain/programs/backpack-buddy';
import type { AgreementDocument, SignatureIndex } from '@portal/domain';
import { AgreementView } from './agreement-view';

const sample: AgreementDocument = {
  id: 'sample',
  title: 'Sample Agreement',
  version: 'current',
  sections: [
    {
      heading: 'Purpose',
      blocks: [
        { kind: 'paragraph', text: 'We agree.' },
        { kind: 'list', ordered: true, items: ['First', 'Second'] },
      ],
      signature: { index: 1 },
    },
    {
      heading: 'Terms',
      blocks: [{ kind: 'list', ordered: false, items: ['A term'] }],
    },
  ],
};

describe('AgreementView', () => {
  it('renders titles, section headings, paragraphs and lists in a focusable region', () => {
    render(<AgreementView documents={[sample]} label="Sample" />);
    const region = screen.getByRole('region', { name: 'Sample' });
    expect(region.getAttribute('tabindex')).toBe('0');
    within(region).getByRole('heading', { level: 2, name: 'Sample Agreement' });
    within(region).getByRole('heading', { level: 3, name: 'Purpose' });
    within(region).getByText('We agree.');
    const [ordered, bullets] = within(region).getAllByRole('list');
    expect(ordered?.tagName).toBe('OL');
    expect(bullets?.tagName).toBe('UL');
    expect(
      within(ordered!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First', 'Second']);
    // Without signatures, no slot is shown.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows recorded signatures read-only', () => {
    const documents = backpackBuddyAgreement({ parties: null, version: 'older' });
    render(
      <AgreementView
        documents={documents}
        headingLevel={3}
        scrollable={false}
        signatures={{
          mode: 'read-only',
          values: {
            nameSignFirst: 'Ann',
            agreeToProgramPurpose: true,
            nameSignSecond: 'Ann',
            agreeToProgramResponsibilities: false,
          },
        }}
      />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    screen.getByRole('heading', { level: 3, name: 'Backpack Buddy Program Agreement' });
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Program Purpose signature',
      'Program Responsibilities signature',
      'Nondiscrimination signature',
    ]);
    const boxes = screen.getAllByRole('checkbox', { name: 'I Agree' }) as HTMLInputElement[];
    expect(boxes.map((b) => [b.checked, b.disabled])).toEqual([
      [true, true],
      [false, true],
      [false, true],
    ]);
    const names = screen.getAllByLabelText('Signature') as HTMLInputElement[];
    expect(names.map((n) => [n.value, n.readOnly])).toEqual([
      ['Ann', true],
      ['Ann', true],
      ['', true],
    ]);
  });

  it("lets the caller render each slot's controls", async () => {
    const user = userEvent.setup();
    function Form() {
      const [agreed, setAgreed] = useState<Partial<Record<SignatureIndex, boolean>>>({});
      return (
        <AgreementView
          documents={[sample]}
          signatures={{
            mode: 'edit',
            render: (index, section) => (
              <label>
                <input
                  type="checkbox"
                  checked={agreed[index] ?? false}
                  onChange={(e) => setAgreed({ ...agreed, [index]: e.target.checked })}
                />
                {`I Agree to ${section.heading}`}
              </label>
            ),
          }}
        />
      );
    }
    render(<Form />);
    const box = screen.getByRole('checkbox', { name: 'I Agree to Purpose' });
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });
});
