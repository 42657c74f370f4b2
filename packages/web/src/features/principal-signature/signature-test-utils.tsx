import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import type { ProgramKey } from '@portal/domain';
import { createApolloClient } from '../../lib/apollo-client';
import { CurrentSessionContext } from '../../lib/current-user';
import type { CurrentUser } from '../../lib/current-user';
import type { FakeLink } from '../../test/fake-link';
import PrincipalSignaturePage from './principal-signature-page';

/** Signature details as the API answers them (a Backpack Buddy application awaiting signature). */
export function makeDetails(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ApplicationSignatureDetails',
    id: 'ApplicationSignatureDetails:7',
    applicationId: 7,
    schoolId: 42,
    status: 'PENDING_PRINCIPAL',
    programName: 'backpack-buddy',
    submittedAt: '2025-03-04T15:00:00.000Z',
    signedAt: null,
    school: {
      __typename: 'SignatureSchool',
      name: 'Lincoln Middle School',
      districtName: 'Aldine ISD',
      address1: '100 Main St',
      address2: 'Suite 2',
      city: 'Houston',
      county: 'HARRIS',
      state: 'TX',
      zip: '77011',
      organizationType: null,
      schoolMarketAgencyNumber: null,
    },
    principal: {
      __typename: 'SignaturePrincipal',
      firstName: 'Pat',
      lastName: 'Principal',
      fullName: 'Pat Principal',
      email: 'pat@school.example',
    },
    nameSignFirst: 'Erin Educator',
    nameSignSecond: 'Erin Educator',
    nameSignThird: 'Erin Educator',
    agreeToProgramPurpose: true,
    agreeToProgramResponsibilities: true,
    agreeNondiscrimination: true,
    certifiedAgreement: null,
    certifiedNonDiscrimination: null,
    signeeName: null,
    signeeEmail: null,
    agreement: { __typename: 'AgreementInfo', version: 'newer', date: '3/4/2025' },
    ...overrides,
  };
}

export function detailsResult(details: ReturnType<typeof makeDetails> | null = makeDetails()) {
  return { data: { applicationSignatureDetails: details } };
}

/**
 * The page as an admin program area routes it: {programUrl}/principal-signature/:id, with the
 * given user signed in (Backpack Buddy's area unless told).
 */
export function renderAdminSignaturePage(
  path: string,
  link: FakeLink,
  user: CurrentUser,
  programKey: ProgramKey = 'backpackBuddy',
) {
  const program = PROGRAMS_BY_KEY[programKey];
  const client = createApolloClient(link);
  const router = createMemoryRouter(
    [
      {
        path: `${program.url}/principal-signature/:id`,
        element: <PrincipalSignaturePage program={program} />,
      },
      { path: `${program.url}/schools/*`, element: <h1>Schools</h1> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ApolloProvider client={client}>
      <CurrentSessionContext value={{ user, enums: [] }}>
        <RouterProvider router={router} />
      </CurrentSessionContext>
    </ApolloProvider>,
  );
  return { ...view, router };
}
