import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import type { ApplicationStep } from '@portal/domain';
import { useT, useTranslateMessage } from '../i18n/use-t';
import { Alert } from './alert';
import { Button } from './button';
import { componentsMessages as m } from './components.messages';
import '../styles/application-steps.css';

export type FormFooterProps = {
  /** The program's steps from the registry (the form steps and 'status'). */
  steps: readonly ApplicationStep[];
  step: ApplicationStep;
  readOnly: boolean;
  submitting: boolean;
  /** Where a step's page is, or null while it cannot be reached. */
  hrefFor: (step: ApplicationStep) => string | null;
  exitTo: string;
  onSaveDraft: () => void;
  /** Hides Save as Draft and the submit button (another application is in progress). */
  hideSave?: boolean;
  /**
   * The form-level message of a failed submit ('You have required field(s) …') or a server
   * refusal: English, shown in the screen's language.
   */
  error?: string | null;
};

/**
 * The application footer, the same for every program: Go Back after the first step; read-only,
 * Exit and (before the last form step) Next; editing, Save as Draft and the submit button, which
 * reads Next before the last form step, Submit Application on it, and 'Please wait while
 * submitting' while saving.
 */
export function FormFooter({
  steps,
  step,
  readOnly,
  submitting,
  hrefFor,
  exitTo,
  onSaveDraft,
  hideSave = false,
  error,
}: FormFooterProps) {
  const t = useT();
  const translate = useTranslateMessage();
  const formSteps: readonly ApplicationStep[] = steps.filter((s) => s !== 'status');
  const index = formSteps.indexOf(step);
  const previous = index > 0 ? formSteps[index - 1] : undefined;
  const next = index >= 0 && index < formSteps.length - 1 ? formSteps[index + 1] : undefined;
  const backTo = previous ? hrefFor(previous) : null;
  const nextTo = next ? hrefFor(next) : null;

  return (
    <div className="form-footer">
      <Alert>{error}</Alert>
      <div className="form-footer-buttons">
        {backTo ? (
          <Link className="button button-secondary" to={backTo}>
            {t(m.goBack)}
          </Link>
        ) : null}
        <span className="form-footer-spacer" />
        {readOnly ? (
          <>
            <Link className="button button-secondary" to={exitTo}>
              {t(m.exit)}
            </Link>
            {nextTo ? (
              <Link className="button button-primary" to={nextTo}>
                {t(m.next)}
              </Link>
            ) : null}
          </>
        ) : hideSave ? null : (
          <>
            <Button variant="secondary" onClick={onSaveDraft} disabled={submitting}>
              {t(m.saveAsDraft)}
            </Button>
            <Button type="submit" busy={submitting}>
              {submitting
                ? translate(MESSAGES.pleaseWaitSubmitting)
                : t(next ? m.next : m.submitApplication)}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
