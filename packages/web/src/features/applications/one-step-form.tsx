import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import { FormFooter } from '../../components/form-footer';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import type { SaveModeForm } from '../../lib/save-mode-form';
import { formSectionMessages as m } from './form-sections.messages';
import type { OneStepFormContext } from './one-step-application';

/** '{program} Program Application {year}', the title of a one-step form, in English. */
export function applicationTitle(programName: string, year: number): string {
  return `${programName} ${MESSAGES.programApplicationTitle(year)}`;
}

/** applicationTitle in the screen's language ('Solicitud del programa Kids Cafe 2025'). */
export function useApplicationTitle(): (programName: string, year: number) => string {
  const t = useT();
  return (programName, year) => t(m.programApplicationTitle, { programName, year });
}

/** One form step: the footer has no Go Back and no Next. */
const noOtherStep = () => null;

/**
 * The frame of a one-step form (Kids Cafe, Partner Services): its title, why it is read-only for
 * the applicant (the notice), the form with its sections (`children`, disabled when read-only)
 * and the footer: Save as Draft and Submit Application (Exit when read-only), the form-level
 * message after a failed attempt. Submit Application validates in 'submit' mode, Save as Draft in
 * 'draft' mode, and `save` gets the schema's output.
 */
export function OneStepForm<V extends FieldValues, O>({
  context,
  title,
  saveModeForm,
  save,
  children,
}: {
  context: OneStepFormContext<unknown>;
  title: string;
  saveModeForm: SaveModeForm<V, O>;
  save: (values: O, mode: SaveMode) => Promise<void>;
  children: ReactNode;
}) {
  const { program, readOnly } = context;
  const { formRef, submitWith, showMissing, saving } = saveModeForm;
  const translate = useTranslateMessage();
  return (
    <>
      <h2 className="application-title">{title}</h2>
      {context.notice ? (
        <p className="alert alert-info" role="status">
          {translate(context.notice)}
        </p>
      ) : null}
      <form
        ref={formRef}
        className="application-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitWith('submit', save);
        }}
      >
        <fieldset className="form-fieldset" disabled={readOnly}>
          <legend className="visually-hidden">{title}</legend>
          {children}
        </fieldset>
        <FormFooter
          steps={program.steps}
          step="step-1"
          readOnly={readOnly}
          submitting={saving}
          hrefFor={noOtherStep}
          exitTo={context.exitTo}
          onSaveDraft={() => submitWith('draft', save)}
          error={showMissing ? MESSAGES.missingRequiredFields : null}
        />
      </form>
    </>
  );
}
