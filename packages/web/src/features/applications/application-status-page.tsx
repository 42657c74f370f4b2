import { MESSAGES } from '@portal/domain';
import type { Program, Signer, SignerRole } from '@portal/domain';
import { Button } from '../../components/button';

const REVIEW = 'We will review it once it is signed.';

/** Who acts next once an application waits (spec 1 §4, spec 2 §2 "Pending status page"). */
const NEXT_STEP: Record<Signer, string> = {
  principal: `Your principal must e-sign the application through the link we emailed to them. ${REVIEW}`,
  'principal-or-primary-contact':
    'Your principal or primary point of contact must e-sign the application through the link we ' +
    `emailed to them. ${REVIEW}`,
  none: 'Our team will evaluate your application and follow up with you.',
};

/** The same, once the application says who signs for its school (School Market, spec 2 §6). */
const NEXT_STEP_BY_ROLE: Record<SignerRole, string> = {
  PRINCIPAL: NEXT_STEP.principal,
  PRIMARY_POINT_OF_CONTACT:
    'Your primary point of contact must e-sign the application through the link we emailed to ' +
    `them. ${REVIEW}`,
};

/**
 * The status screen: 'Your {program} Application is Pending' with a disabled button. An
 * application held because it names another signer than the one on record says so instead.
 * `signerRole`, when the application gives it, names who signs for this school.
 */
export function ApplicationStatusPage({
  program,
  heldForReview = false,
  signerRole,
}: {
  program: Program;
  heldForReview?: boolean;
  signerRole?: SignerRole | null;
}) {
  const nextStep = signerRole ? NEXT_STEP_BY_ROLE[signerRole] : NEXT_STEP[program.signer];
  return (
    <section className="application-status">
      <h2>{MESSAGES.applicationPending(program.name)}</h2>
      <p>{heldForReview ? MESSAGES.applicationHeldForReview : nextStep}</p>
      <Button disabled>{MESSAGES.applicationPendingButton}</Button>
    </section>
  );
}
