import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { teachersAidModule } from '../../../programs/teachers-aid/module';
import { applicationScreens } from '../../../programs/web-program';
import { fakeLink } from '../../../test/fake-link';
import {
  application,
  dismissToasts,
  makeSchool,
  renderSchoolDetail,
  schoolResult,
} from './school-detail-test-utils';

const rowOf = (term: string) => screen.getByRole('rowheader', { name: term }).closest('tr')!;

const hrefs = (term: string) =>
  within(rowOf(term))
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

/** A Teachers Aid school with a submitted, a pending and an unsubmitted application. */
const teachersAidSchool = () =>
  schoolResult(
    makeSchool(
      {
        applications: [
          application({ applicationId: 55, termFormattedShort: '2025-26' }),
          application({
            applicationId: 54,
            termFormattedShort: '2024-25',
            status: 'PENDING_PRINCIPAL',
          }),
          application({
            applicationId: 53,
            termFormattedShort: '2023-24',
            status: 'IN_PROGRESS',
            submittedAt: null,
            submittedByName: null,
          }),
        ],
      },
      'teachersAid',
    ),
  );

// Spec 3 §2: from the Applications tab, links go to /{program}/application/step-1/{id},
// /{program}/principal-signature/{id} and /{program}/print/{id}.
describe('School detail: Teachers Aid application links', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    dismissToasts();
  });

  it('links a Teachers Aid application to its read-only view, agreement and print screens', async () => {
    const link = fakeLink({ AdminSchoolTeachersAid: teachersAidSchool });
    renderSchoolDetail('/teachers-aid/schools/42/applications', link, {
      programKey: 'teachersAid',
    });
    await screen.findByRole('table', { name: 'Applications' });
    expect(link.calls.map((call) => call.operationName)).toContain('AdminSchoolTeachersAid');

    expect(hrefs('2025-26')).toEqual([
      ['View 2025-26 application', '/teachers-aid/application/step-1/55'],
      ['Agreement 2025-26 application', '/teachers-aid/principal-signature/55'],
      ['Print 2025-26 application', '/teachers-aid/print/55'],
    ]);
    expect(hrefs('2024-25')).toEqual([
      ['View 2024-25 application', '/teachers-aid/application/step-1/54'],
      ['Agreement 2024-25 application', '/teachers-aid/principal-signature/54'],
      ['Print 2024-25 application', '/teachers-aid/print/54'],
    ]);
    // The principal is waiting for the emailed link: it can be sent again.
    within(rowOf('2024-25')).getByRole('button', {
      name: 'Resend Signature Email 2024-25 application',
    });
    // No agreement to show before the application is submitted.
    expect(hrefs('2023-24')).toEqual([
      ['View 2023-24 application', '/teachers-aid/application/step-1/53'],
      ['Print 2023-24 application', '/teachers-aid/print/53'],
    ]);
  });

  it.each([
    ['Print 2025-26 application', 'Print view', '/teachers-aid/print/55'],
    ['Agreement 2025-26 application', 'Agreement view', '/teachers-aid/principal-signature/55'],
    ['View 2025-26 application', 'Application view', '/teachers-aid/application/step-1/55'],
  ])("follows '%s' to the program's screen", async (name, heading, path) => {
    const user = userEvent.setup();
    const { router } = renderSchoolDetail(
      '/teachers-aid/schools/42/applications',
      fakeLink({ AdminSchoolTeachersAid: teachersAidSchool }),
      { programKey: 'teachersAid' },
    );
    await user.click(await screen.findByRole('link', { name }));
    await screen.findByRole('heading', { name: heading });
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows no View, Agreement or Print link while the module has not built them', async () => {
    renderSchoolDetail(
      '/teachers-aid/schools/42/applications',
      fakeLink({ AdminSchoolTeachersAid: teachersAidSchool }),
      {
        programKey: 'teachersAid',
        applicationScreens: { view: false, agreement: false, print: false },
      },
    );
    await screen.findByRole('table', { name: 'Applications' });
    expect(within(rowOf('2025-26')).queryAllByRole('link')).toEqual([]);
    expect(within(rowOf('2024-25')).queryByRole('button', { name: /^Resend/ })).toBeNull();
  });

  it("links to the screens Teachers Aid's web module has built (the registry's applicationScreens)", async () => {
    const screens = applicationScreens(teachersAidModule);
    renderSchoolDetail(
      '/teachers-aid/schools/42/applications',
      fakeLink({ AdminSchoolTeachersAid: teachersAidSchool }),
      { programKey: 'teachersAid', applicationScreens: screens },
    );
    await screen.findByRole('table', { name: 'Applications' });
    // The agreement comes with the form (the principal signs what the form collected).
    expect(screens.agreement).toBe(screens.view);
    expect(hrefs('2024-25')).toEqual([
      ...(screens.view
        ? [
            ['View 2024-25 application', '/teachers-aid/application/step-1/54'],
            ['Agreement 2024-25 application', '/teachers-aid/principal-signature/54'],
          ]
        : []),
      ...(screens.print ? [['Print 2024-25 application', '/teachers-aid/print/54']] : []),
    ]);
  });
});
