import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { ProgressBubbles } from './progress-bubbles';

describe('progress bubbles', () => {
  it('numbers the form steps, marks the current one and links only reachable steps', () => {
    render(
      <MemoryRouter>
        <ProgressBubbles
          steps={PROGRAMS_BY_KEY.backpackBuddy.steps}
          current="step-2"
          hrefFor={(step) => (step === 'step-3' ? null : `/backpack-buddy/application/${step}/7`)}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Application steps' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Step 1', 'Step 2']);
    expect(links[1]?.getAttribute('aria-current')).toBe('step');
    expect(links[0]?.getAttribute('aria-current')).toBeNull();
    const third = within(nav).getByText('3');
    expect(third.closest('[aria-disabled="true"]')).not.toBeNull();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });
});
