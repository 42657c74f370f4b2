import { SIGNATURE_FIELDS } from '@portal/domain';
import type {
  AgreementSection,
  SignatureAgreeField,
  SignatureIndex,
  SignatureNameField,
} from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { RichText } from '../../i18n/rich-text';
import { useT } from '../../i18n/use-t';
import { fieldProps } from '../../lib/forms';
import { formSectionMessages as m } from './form-sections.messages';

/** The agreement's signature fields a school program's form holds. */
export type SignatureValues = Record<SignatureNameField, string | null | undefined> &
  Record<SignatureAgreeField, boolean | null | undefined>;

/**
 * Under a signed section of the agreement (AgreementView's edit `render`): a typed name and an
 * I Agree box bound to the section's signature fields.
 */
export function SignatureSlot<T extends SignatureValues, O>({
  form,
  index,
  section,
}: {
  form: UseFormReturn<T, unknown, O>;
  index: SignatureIndex;
  section: AgreementSection;
}) {
  // The slot binds only the fields of SignatureValues, which T holds.
  const signatureForm = form as unknown as UseFormReturn<SignatureValues, unknown, O>;
  const fields = SIGNATURE_FIELDS[index];
  const t = useT();
  const name = section.heading ?? t(m.sectionNumber, { index });
  return (
    <fieldset className="signature-slot">
      <legend className="visually-hidden">{t(m.sectionSignature, { section: name })}</legend>
      <TextField
        label={t(m.signatureFor, { section: name })}
        hint={t(m.typeFullName)}
        autoComplete="name"
        {...fieldProps(signatureForm, fields.name)}
      />
      <CheckboxField
        label={
          <RichText
            message={m.iAgree}
            values={{ section: name }}
            elements={[<span key="hidden" className="visually-hidden" />]}
          />
        }
        {...fieldProps(signatureForm, fields.agree)}
      />
    </fieldset>
  );
}
