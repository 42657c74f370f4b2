import { MESSAGES } from '@portal/domain';
import type { Program, Signer } from '@portal/domain';
import { Button } from '../../components/button';

/** Who acts next once an application waits (spec 1 §4, spec 2 §2 "Pending status page"). */
const NEXT_STEP: Record<Signer, string> = {
  principal:
    'Your principal must e-sign the application through the link we emailed to them. We will ' +
    'review it once it is signed.',
  'principal-or-primary-contact':
    'Your principal or primary point of contact must e-sign the application through the link we ' +
    'emailed to them. We will review it once it is signed.',
  none: 'Our team will evaluate your application and follow up with you.',
};

/**
 * The status screen: 'Your {program} Application is Pending' with a disabled button. An
 * application held because it names another signer than the one on record says so instead.
 */
export function ApplicationStatusPage({
  program,
  heldForReview = false,
}: {
  program: Program;
  heldForReview?: boolean;
}) {
  return (
    <section className="application-status">
      <h2>{MESSAGES.applicationPending(program.name)}</h2>
      <p>{heldForReview ? MESSAGES.applicationHeldForReview : NEXT_STEP[program.signer]}</p>
      <Button disabled>{MESSAGES.applicationPendingButton}</Button>
    </section>
  );
}
