import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { agreementParties } from '@portal/domain';
import { spanishAgreements } from '@portal/domain/agreements/spanish';
import { backpackBuddyAgreement } from '@portal/domain/programs/backpack-buddy';
import type { AgreementDocument, SignatureIndex } from '@portal/domain';
import { activateLanguage } from '../i18n/i18n';
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

describe('AgreementView in Spanish', () => {
  const parties = agreementParties(
    { name: 'Lincoln Middle School', address1: '100 Main St', city: 'Houston', zip: '77011' },
    { organizationType: 'PUBLIC_SCHOOL' },
    'pat@school.example',
    '3/4/2025',
  );
  const english = backpackBuddyAgreement({ parties, version: 'newer' });
  const spanish = spanishAgreements(english, { parties });
  const values = { nameSignFirst: 'Ana', agreeToProgramPurpose: true };

  it('shows the Spanish text after the courtesy notice, and the English (binding) on request', async () => {
    const user = userEvent.setup();
    await act(() => activateLanguage('es'));
    render(
      <AgreementView
        documents={english}
        spanish={spanish}
        label="Acuerdo del programa Backpack Buddy"
        signatures={{ mode: 'read-only', values }}
      />,
    );
    const notice = screen.getByText(
      'Esta es una traducción de cortesía. La versión en inglés es la versión vinculante.',
    );
    const region = screen.getByRole('region', { name: 'Acuerdo del programa Backpack Buddy' });
    // The notice and the switch precede the region, which holds the agreement alone.
    expect(notice.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.contains(notice)).toBe(false);
    within(region).getByRole('heading', { level: 2, name: 'Acuerdo del programa Backpack Buddy' });
    within(region).getByRole('heading', { level: 3, name: 'Propósito del programa' });
    within(region).getByRole('heading', {
      name: 'Memorando de entendimiento de los programas escolares',
    });
    expect(region.textContent).toContain('se celebra el 4 de marzo de 2025');
    expect(region.querySelector('[lang]')).toBeNull();
    // The slots are under the Spanish sections, labelled in Spanish.
    const groups = within(region).getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Firma de Propósito del programa',
      'Firma de Responsabilidades del programa',
      'Firma de No discriminación',
    ]);
    expect(within(region).getAllByRole('checkbox', { name: 'Acepto' })).toHaveLength(3);
    expect((within(region).getAllByLabelText('Firma')[0] as HTMLInputElement).value).toBe('Ana');

    const choice = screen.getByRole('group', { name: 'Texto del acuerdo' });
    const spanishButton = within(choice).getByRole('button', { name: 'Traducción al español' });
    const englishButton = within(choice).getByRole('button', {
      name: 'Inglés (versión vinculante)',
    });
    expect(spanishButton.getAttribute('aria-pressed')).toBe('true');
    expect(englishButton.getAttribute('aria-pressed')).toBe('false');

    await user.click(englishButton);
    expect(englishButton.getAttribute('aria-pressed')).toBe('true');
    const title = within(region).getByRole('heading', {
      level: 2,
      name: 'Backpack Buddy Program Agreement',
    });
    const article = title.closest('article');
    expect(article?.getAttribute('lang')).toBe('en');
    expect(region.textContent).toContain('is made on 3/4/2025');
    expect(region.textContent).not.toContain('Propósito del programa');
    // The slots stay, in the page's language, under the English sections.
    const slot = within(article!).getAllByRole('group')[0]!;
    expect(slot.closest('.agreement-signature')?.getAttribute('lang')).toBe('es');
    expect(within(slot).getByRole('checkbox', { name: 'Acepto' })).toBeTruthy();

    await user.click(spanishButton);
    within(region).getByRole('heading', { level: 2, name: 'Acuerdo del programa Backpack Buddy' });
  });

  it('keeps the read-through region: focusable, scroll-watched, ending with the text', async () => {
    const regionRef = { current: null as HTMLDivElement | null };
    let scrolled = 0;
    render(
      <AgreementView
        documents={english}
        spanish={spanish}
        regionRef={regionRef}
        onScroll={() => scrolled++}
      />,
    );
    const englishRegion = screen.getByRole('region', { name: 'Agreement' });
    await act(() => activateLanguage('es'));
    // A language switch keeps the region element (listeners set on it by the form stay).
    const region = screen.getByRole('region', { name: 'Acuerdo' });
    expect(region).toBe(englishRegion);
    expect(regionRef.current).toBe(region);
    expect(region.getAttribute('tabindex')).toBe('0');
    region.dispatchEvent(new Event('scroll'));
    expect(scrolled).toBe(1);
    let last: Element | null = region.lastElementChild;
    while (last?.lastElementChild) last = last.lastElementChild;
    expect(last?.textContent).toBe('Fecha: 4 de marzo de 2025');
  });

  it('shows a text without Spanish in English, marked so, with its notice', async () => {
    await act(() => activateLanguage('es'));
    render(<AgreementView documents={[sample]} scrollable={false} />);
    screen.getByText('Este acuerdo se muestra en inglés, su versión vinculante.');
    expect(screen.queryByRole('group', { name: 'Texto del acuerdo' })).toBeNull();
    const title = screen.getByRole('heading', { name: 'Sample Agreement' });
    expect(title.closest('article')?.getAttribute('lang')).toBe('en');
  });

  it('leaves English pages as they were, whatever Spanish is given', () => {
    render(<AgreementView documents={english} spanish={spanish} />);
    screen.getByRole('region', { name: 'Agreement' });
    screen.getByRole('heading', { level: 2, name: 'Backpack Buddy Program Agreement' });
    expect(screen.queryByText(/traducción de cortesía/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body.querySelector('[lang]')).toBeNull();
  });
});
