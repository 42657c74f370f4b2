import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Loading } from '../../components/loading';

// The screens every program's area mounts (not a program's choice), each its own chunk.

/** My Account ({programUrl}/account/*), with the program's applications source. */
export const AccountPage = lazy(() => import('../../features/account/account-page'));

/** The principal's agreement page inside the admin area ({programUrl}/principal-signature/:id). */
export const PrincipalSignaturePage = lazy(
  () => import('../../features/principal-signature/principal-signature-page'),
);

/** A lazy screen's element: the loader shows while its chunk downloads. */
export function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
