import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { useT } from '../../i18n/use-t';
import { fieldProps } from '../../lib/forms';
import { formSectionMessages as m } from './form-sections.messages';

/** The fields a one-signature agreement binds: the typed name and the certification box. */
type ConsentValues = { nameSign: string; certififedVerification: boolean | null };

/**
 * Under an agreement that one typed name signs (Kids Cafe, Partner Services): the name
 * (Signature, `nameSign`), an I Agree box per section ('I Agree to {heading}', bound to the
 * section's `agree` field) and the certification box (`certififedVerification`, spelt so).
 */
export function AgreementConsentFields<T extends FieldValues, O>({
  form,
  sections,
}: {
  form: UseFormReturn<T, unknown, O>;
  sections: readonly { readonly heading: string; readonly agree: string }[];
}) {
  // Only nameSign, certififedVerification and the sections' boxes are bound.
  const consentForm = form as unknown as UseFormReturn<
    ConsentValues & Record<string, boolean | string | null>,
    unknown,
    O
  >;
  const t = useT();
  return (
    <>
      <TextField
        label={t(m.signature)}
        hint={t(m.typeFullName)}
        autoComplete="name"
        {...fieldProps(consentForm, 'nameSign')}
      />
      {sections.map((section) => (
        <CheckboxField
          key={section.agree}
          label={t(m.agreeTo, { section: section.heading })}
          {...fieldProps(consentForm, section.agree)}
        />
      ))}
      <CheckboxField
        label={t(m.certifyTrue)}
        {...fieldProps(consentForm, 'certififedVerification')}
      />
    </>
  );
}
