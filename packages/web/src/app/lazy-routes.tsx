import { Suspense, lazy } from 'react';
import { Loading } from '../components/loading';

// Each program's area and the signature page are separate chunks: the login page loads neither.
const ProgramArea = lazy(() => import('./program-area/program-area'));
const PrincipalSignaturePage = lazy(
  () => import('../features/principal-signature/principal-signature-page'),
);

export function ProgramAreaRoute({ programKey }: { programKey: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <ProgramArea programKey={programKey} />
    </Suspense>
  );
}

export function PrincipalSignatureRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <PrincipalSignaturePage />
    </Suspense>
  );
}
