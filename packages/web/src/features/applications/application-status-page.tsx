import { MESSAGES } from '@portal/domain';
import type { Program, Signer, SignerRole } from '@portal/domain';
import { Button } from '../../components/button';
import type { Message } from '../../i18n/define-messages';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import { applicationStatusMessages as m } from './application-status.messages';

/** Who acts next once an application waits (spec 1 §4, spec 2 §2 "Pending status page"). */
const NEXT_STEP: Record<Signer, Message> = {
  principal: m.principalSigns,
  'principal-or-primary-contact': m.principalOrContactSigns,
  none: m.teamReviews,
};

/** The same, once the application says who signs for its school (School Market, spec 2 §6). */
const NEXT_STEP_BY_ROLE: Record<SignerRole, Message> = {
  PRINCIPAL: NEXT_STEP.principal,
  PRIMARY_POINT_OF_CONTACT: m.contactSigns,
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
  const t = useT();
  const translate = useTranslateMessage();
  const nextStep = signerRole ? NEXT_STEP_BY_ROLE[signerRole] : NEXT_STEP[program.signer];
  return (
    <section className="application-status">
      <h2>{translate(MESSAGES.applicationPending(program.name))}</h2>
      <p>{heldForReview ? translate(MESSAGES.applicationHeldForReview) : t(nextStep)}</p>
      <Button disabled>{translate(MESSAGES.applicationPendingButton)}</Button>
    </section>
  );
}
