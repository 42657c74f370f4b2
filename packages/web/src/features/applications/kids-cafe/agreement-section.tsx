import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import {
  KIDS_CAFE_AGREEMENT_SECTIONS,
  kidsCafeAgreement,
  kidsCafeProgram,
} from '@portal/domain/programs/kids-cafe';
import { AgreementView } from '../../../components/agreement-view';
import { FieldError } from '../../../components/field-message';
import { useLanguage, useT } from '../../../i18n/use-t';
import { AgreementConsentFields } from '../agreement-consent-fields';
import { useHolderAgreement } from '../use-holder-agreement';
import type { KidsCafeFormApi } from './form-api';
import type { KidsCafeApplication } from './form-context';
import { kidsCafeMessages as m } from './kids-cafe.messages';
import { useAgreementRead } from './use-agreement-read';

/**
 * Agreements (spec 2 "Kids Cafe form", §4, §5, §9): the Kids Cafe agreement in a focusable,
 * scrollable region that must be read to its end (readProgramAgreement, else 'You must read the
 * above Agreement', tied to the region), then the typed name and an I Agree box per section.
 */
export function AgreementSection({
  form,
  application,
  readOnly,
}: {
  form: KidsCafeFormApi;
  application: KidsCafeApplication | null;
  readOnly: boolean;
}) {
  const t = useT();
  const program = useLanguage() === 'es' ? kidsCafeProgram.spanish : kidsCafeProgram;
  const title = program.agreementTitle.default;
  const { documents, spanish } = useHolderAgreement(
    form,
    'site',
    application?.submittedAt,
    kidsCafeAgreement,
  );
  const regionRef = useRef<HTMLDivElement>(null);
  const read = useWatch({ control: form.control, name: 'readProgramAgreement' });
  const error = form.getFieldState('readProgramAgreement', form.formState).error?.message;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;

  useAgreementRead(regionRef, !readOnly && read !== true, () =>
    form.setValue('readProgramAgreement', true, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    }),
  );
  // The region is AgreementView's: its message is tied to it as a field's is.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const describedBy = [readOnly ? null : hintId, errorId].filter(Boolean).join(' ');
    if (describedBy) region.setAttribute('aria-describedby', describedBy);
    else region.removeAttribute('aria-describedby');
    if (errorId) region.setAttribute('aria-invalid', 'true');
    else region.removeAttribute('aria-invalid');
  }, [hintId, errorId, readOnly]);

  return (
    <section className="form-section" aria-labelledby="agreements-heading">
      <h3 id="agreements-heading">{t(m.agreements)}</h3>
      {readOnly ? null : (
        <p id={hintId} className="field-hint">
          {t(m.readHint)}
        </p>
      )}
      <AgreementView
        documents={documents}
        spanish={spanish}
        headingLevel={4}
        label={title}
        regionRef={regionRef}
      />
      <FieldError id={errorId}>{error}</FieldError>
      {read === true ? (
        <p className="kids-cafe-agreement-read" role="status">
          {t(m.agreementRead)}
        </p>
      ) : null}
      <AgreementConsentFields form={form} sections={KIDS_CAFE_AGREEMENT_SECTIONS} />
    </section>
  );
}
