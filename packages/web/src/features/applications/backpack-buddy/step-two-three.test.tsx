import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { toast } from '../../../lib/toast-store';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { applicationLink, makeApplication, savePayload } from './application-test-utils';

/** The API's copy of application 7, which a save moves on. */
function serverApplication(initial: Record<string, unknown>) {
  let current = makeApplication(initial);
  return {
    read: () => ({ data: { applicationBackpackBuddy: current } }),
    update: (patch: Record<string, unknown>) => {
      current = { ...current, ...patch };
    },
  };
}

describe('Backpack Buddy steps 2 and 3', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('step 2 checks the lunch counts, then saves the counts as strings and goes to step 3', async () => {
    const user = userEvent.setup();
    const server = serverApplication({ stepsCompleted: 1 });
    const link = applicationLink(makeUser({ applicationBackpackBuddyRequiredId: 7 }), {
      BackpackBuddyApplication: server.read,
      SaveBackpackBuddyStepTwo: () => {
        server.update({ stepsCompleted: 2 });
        return savePayload('saveApplicationStepTwo', 7, 2);
      },
    });
    const { router } = renderApp('/backpack-buddy/application/step-2/7', link, { signedIn: true });
    await screen.findByRole(
      'heading',
      { name: MESSAGES.programApplicationContinued },
      { timeout: 5000 },
    );
    const bubbles = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(bubbles).getByRole('link', { name: 'Step 2' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(within(bubbles).queryByRole('link', { name: 'Step 3' })).toBeNull();

    const total = screen.getByLabelText('Total Enrollment');
    expect(total.getAttribute('inputmode')).toBe('numeric');
    expect(total.getAttribute('maxlength')).toBe('4');
    await user.type(total, '100');
    await user.type(screen.getByLabelText('Students Eligible for Free Lunch'), '120');
    await user.type(screen.getByLabelText('Students Eligible for Reduced Lunch'), '20');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(MESSAGES.lessThanEnrollment);
    screen.getByRole('alert');

    const free = screen.getByLabelText('Students Eligible for Free Lunch');
    await user.clear(free);
    await user.type(free, '50');
    await user.click(screen.getByLabelText(/I certify that every staff member/));
    for (const question of [
      /media events/,
      /share food bank information/,
      /Secondary Coordinator/,
    ]) {
      await user.click(
        within(screen.getByRole('group', { name: question })).getByRole('radio', { name: 'Yes' }),
      );
    }
    await user.click(screen.getByRole('checkbox', { name: 'SNAP' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByText(MESSAGES.saveSuccessful);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/backpack-buddy/application/step-3/7'),
    );
    const save = link.calls.find((c) => c.operationName === 'SaveBackpackBuddyStepTwo');
    expect(save?.variables.input).toEqual({
      applicationBackpackBuddyId: 7,
      draft: false,
      numTotalEnrollment: '100',
      numFreeLunch: '50',
      numReducedLunch: '20',
      certififedVerification: true,
      programInterests: ['SNAP'],
      willHelpMediaEvents: true,
      willDistributeInfo: true,
      emailSecondaryCoordinator: true,
    });
    await screen.findByRole('heading', { name: MESSAGES.programApplicationAgreement });
  });

  it('step 3 signs under each section, checks the principal email and submits', async () => {
    const user = userEvent.setup();
    const server = serverApplication({ stepsCompleted: 2 });
    const link = applicationLink(makeUser({ applicationBackpackBuddyRequiredId: 7 }), {
      BackpackBuddyApplication: server.read,
      SaveBackpackBuddyStepThree: () => {
        server.update({ stepsCompleted: 3, status: 'PENDING_PRINCIPAL' });
        return savePayload('saveApplicationStepThree', 7, 3, 'PENDING_PRINCIPAL');
      },
    });
    const { router } = renderApp('/backpack-buddy/application/step-3/7', link, { signedIn: true });
    await screen.findByRole(
      'heading',
      { name: MESSAGES.programApplicationAgreement },
      { timeout: 5000 },
    );
    screen.getByRole('heading', { name: 'Backpack Buddy Program Agreement' });
    screen.getAllByText(/Lincoln Middle School/);

    for (const section of ['Program Purpose', 'Program Responsibilities', 'Nondiscrimination']) {
      const slot = screen.getByRole('group', { name: `${section} signature` });
      await user.type(within(slot).getByLabelText(`Signature for ${section}`), 'Erin Educator');
      await user.click(within(slot).getByLabelText(`I Agree to ${section}`));
    }
    const verify = screen.getByLabelText('Verify Principal Email');
    await user.type(verify, 'someone@school.example');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const mismatch = await screen.findByText(MESSAGES.principalEmailDoesntMatch);
    await waitFor(() => expect(document.activeElement).toBe(verify));
    expect(verify.getAttribute('aria-describedby')).toContain(mismatch.id);

    await user.clear(verify);
    await user.type(verify, 'PAT@school.example');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await screen.findByRole('heading', { name: MESSAGES.applicationPending('Backpack Buddy') });
    expect(router.state.location.pathname).toBe('/backpack-buddy/application/status/7');
    const save = link.calls.find((c) => c.operationName === 'SaveBackpackBuddyStepThree');
    expect(save?.variables.input).toEqual({
      applicationBackpackBuddyId: 7,
      draft: false,
      agreeToProgramPurpose: true,
      agreeToProgramResponsibilities: true,
      agreeNondiscrimination: true,
      nameSignFirst: 'Erin Educator',
      nameSignSecond: 'Erin Educator',
      nameSignThird: 'Erin Educator',
      verifyPrincipalEmail: 'PAT@school.example',
    });
  });

  it('shows an admin the signed agreement read-only, without Verify Principal Email', async () => {
    const link = applicationLink(makeUser({ type: 'ADMIN' }), {
      BackpackBuddyApplication: () => ({
        data: {
          applicationBackpackBuddy: makeApplication({
            status: 'APPROVED',
            stepsCompleted: 3,
            nameSignFirst: 'Erin Educator',
            agreeToProgramPurpose: true,
          }),
        },
      }),
    });
    renderApp('/backpack-buddy/application/step-3/7', link, { signedIn: true });
    await screen.findByRole(
      'heading',
      { name: MESSAGES.programApplicationAgreement },
      { timeout: 5000 },
    );
    expect(screen.queryByLabelText('Verify Principal Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    screen.getByDisplayValue('Erin Educator');
    screen.getByRole('link', { name: 'Exit' });
    screen.getByRole('link', { name: 'Go Back' });
  });
});
