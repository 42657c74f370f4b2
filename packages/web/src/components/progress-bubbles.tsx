import { Link } from 'react-router';
import type { ApplicationStep } from '@portal/domain';
import { useT } from '../i18n/use-t';
import { componentsMessages } from './components.messages';
import '../styles/application-steps.css';

/**
 * The application's progress: one numbered bubble per form step of the program (the registry's
 * steps without 'status'). A bubble links to its step when `hrefFor` gives a path; a step not
 * reachable yet is shown but not linked. The current step carries aria-current.
 */
export function ProgressBubbles({
  steps,
  current,
  hrefFor,
}: {
  steps: readonly ApplicationStep[];
  current: ApplicationStep;
  hrefFor: (step: ApplicationStep) => string | null;
}) {
  const t = useT();
  const formSteps: readonly ApplicationStep[] = steps.filter((step) => step !== 'status');
  const currentIndex = formSteps.indexOf(current);
  return (
    <nav className="progress" aria-label={t(componentsMessages.applicationSteps)}>
      <ol>
        {formSteps.map((step, index) => {
          const href = hrefFor(step);
          const isCurrent = step === current;
          const state = isCurrent ? 'current' : index < currentIndex ? 'done' : 'upcoming';
          const content = (
            <>
              <span className="visually-hidden">{`${t(componentsMessages.step)} `}</span>
              {index + 1}
            </>
          );
          return (
            <li key={step} className={`progress-step progress-step-${state}`}>
              {href ? (
                <Link
                  to={href}
                  className="progress-bubble"
                  aria-current={isCurrent ? 'step' : undefined}
                >
                  {content}
                </Link>
              ) : (
                <span className="progress-bubble" aria-disabled="true">
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
