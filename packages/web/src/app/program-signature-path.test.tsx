import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLink } from '../test/fake-link';
import { currentUserResult, makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

// Spec 2 §2: /principal-signature/{id} and {program}/principal-signature/{id} are reachable
// without login; inside an admin's program area the second is the read-only admin view.
describe("a program's own signature path", () => {
  const details = () => ({ data: { applicationSignatureDetails: null } });

  it.each(['/school-market', '/teachers-aid', '/backpack-buddy'])(
    '%s/principal-signature/{token} opens the public page for a logged-out principal',
    async (programUrl) => {
      const link = fakeLink({ ApplicationSignatureDetails: details });
      renderApp(`${programUrl}/principal-signature/tok123`, link);
      // The public page asks by the link's token (no program: not an admin's view).
      await waitFor(() =>
        expect(
          link.calls.find((c) => c.operationName === 'ApplicationSignatureDetails'),
        ).toBeTruthy(),
      );
      const call = link.calls.find((c) => c.operationName === 'ApplicationSignatureDetails');
      expect(call?.variables).toMatchObject({ applicationId: 'tok123' });
      expect(call?.variables.programName ?? null).toBeNull();
    },
  );

  it('leaves an unknown first segment to the login redirect', async () => {
    const { router } = renderApp('/not-a-program/principal-signature/tok123', fakeLink({}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("keeps an admin in the program area's admin view, asking by application id and program", async () => {
    const link = fakeLink({
      CurrentUser: () => currentUserResult(makeUser({ type: 'ADMIN' })),
      ApplicationSignatureDetails: details,
    });
    renderApp('/school-market/principal-signature/42', link, { signedIn: true });
    await waitFor(() =>
      expect(
        link.calls.find((c) => c.operationName === 'ApplicationSignatureDetails'),
      ).toBeTruthy(),
    );
    const call = link.calls.find((c) => c.operationName === 'ApplicationSignatureDetails');
    expect(call?.variables).toMatchObject({ applicationId: '42', programName: 'school-market' });
  });
});
