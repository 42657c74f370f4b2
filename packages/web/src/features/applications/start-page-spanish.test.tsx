import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRAMS_BY_KEY, SETTINGS_MESSAGES, type ProgramKey } from '@portal/domain';
import { activateLanguage } from '../../i18n/i18n';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeLink } from '../../test/fake-link';
import { StartPage } from './start-page';
import { startPageMessages } from './start-page.messages';

function renderStart(key: ProgramKey, config: Record<string, unknown>, applicationBuilt = true) {
  const program = PROGRAMS_BY_KEY[key];
  const link = fakeLink({
    StartPage: () => ({
      data: {
        programConfig: {
          __typename: 'ProgramConfig',
          id: program.programEnum,
          program: program.programEnum,
          schoolEnabled: null,
          summerEnabled: null,
          waitlistEnabled: null,
          acceptingApplications: null,
          waitlisted: null,
          applicationYear: null,
          ...config,
        },
        ...(program.termYearParam === 'termYear'
          ? {
              programTerms: [
                { __typename: 'ProgramTerm', termId: 1, type: 'SCHOOL', year: 2025 },
                { __typename: 'ProgramTerm', termId: 2, type: 'SUMMER', year: 2025 },
              ],
            }
          : {}),
      },
    }),
  });
  const router = createMemoryRouter(
    [
      {
        path: `${program.url}/start`,
        element: <StartPage program={program} applicationBuilt={applicationBuilt} />,
      },
    ],
    { initialEntries: [`${program.url}/start`] },
  );
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return program;
}

describe('the start page in Spanish', () => {
  beforeEach(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await act(() => activateLanguage('es'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says what the program is, what happens on submit, the deadlines and the link', async () => {
    const program = renderStart('backpackBuddy', { schoolEnabled: true, summerEnabled: true });
    screen.getByRole('heading', { level: 2, name: 'Presente su solicitud para Backpack Buddy' });
    screen.getByText(program.spanish.summary);
    await screen.findByRole('link', { name: 'Comenzar la solicitud' });
    screen.getByText(
      'Puede guardar un borrador en cualquier paso y retomarlo más tarde desde la página de ' +
        'inicio. Una vez que la envíe, el director(a) de su escuela recibirá un correo ' +
        'electrónico para firmar el acuerdo electrónicamente.',
    );
    // The deadlines' days in Spanish.
    screen.getByText(
      'La fecha límite de las solicitudes para el próximo año escolar es el 30 de mayo; la de ' +
        'las solicitudes de verano es el 2 de agosto.',
    );
    expect(screen.queryByText(/Start Application|Apply to/)).toBeNull();
  });

  it('words the waitlist and its contact line', async () => {
    const program = renderStart('schoolMarket', {
      schoolEnabled: true,
      summerEnabled: false,
      waitlistEnabled: true,
    });
    await screen.findByText(
      'School Market alcanzó su capacidad máxima. Las nuevas solicitudes se colocan en la ' +
        'lista de espera, y usted todavía puede presentar la suya.',
    );
    screen.getByText(/^¿Tiene preguntas sobre la lista de espera\? Comuníquese con nosotros en/);
    screen.getByRole('link', { name: program.contactEmail });
  });

  it('says the online form opens soon where it is not built', async () => {
    const program = renderStart('partnerServices', { acceptingApplications: true }, false);
    const note = await screen.findByText(
      /^La solicitud en línea de Partner Services estará disponible pronto\. Mientras tanto/,
    );
    expect(note.textContent).toBe(
      'La solicitud en línea de Partner Services estará disponible pronto. Mientras tanto, ' +
        `comuníquese con nosotros en ${program.contactEmail}.`,
    );
  });
});

describe("the start page's English", () => {
  it("keeps the signer sentence's apostrophe and the deadlines", async () => {
    renderStart('schoolMarket', { schoolEnabled: true, summerEnabled: true });
    await screen.findByRole('link', { name: 'Start Application' });
    screen.getByText(
      'You can save a draft at any step and come back to it later from the home page. Once you ' +
        'submit, your principal receives an email to e-sign the agreement (for a Houston ISD ' +
        "school, the school's primary point of contact).",
    );
    screen.getByText(
      'Applications for the next school year are due May 30; summer applications are due August 2.',
    );
  });

  it('repeats the settings messages word for word', () => {
    expect(startPageMessages.waitlistContact.message).toBe(SETTINGS_MESSAGES.waitlistContact);
    expect(
      startPageMessages.waitlistGeneric.message.replace('{programName}', 'School Market'),
    ).toBe(SETTINGS_MESSAGES.waitlistGeneric('School Market'));
  });
});
