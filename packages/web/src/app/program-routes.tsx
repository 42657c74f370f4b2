import { lazy } from 'react';
import { Suspended } from './suspended';

// Each program's area and the signature page are separate chunks, loaded when shown.
const ProgramArea = lazy(() => import('./program-area/program-area'));
const PrincipalSignaturePage = lazy(
  () => import('../features/principal-signature/principal-signature-page'),
);

export function ProgramAreaRoute({ programKey }: { programKey: string }) {
  return (
    <Suspended>
      <ProgramArea programKey={programKey} />
    </Suspended>
  );
}

export function PrincipalSignatureRoute() {
  return (
    <Suspended>
      <PrincipalSignaturePage />
    </Suspended>
  );
}
