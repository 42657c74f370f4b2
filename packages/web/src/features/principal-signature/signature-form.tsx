import { useMutation } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  MESSAGES,
  SIGNATURE_RESULT_DELAY_MS,
  principalSignatureSchema,
  signeeEmailIssue,
} from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import { firstErrorMessage } from '../../lib/error-messages';
import { fieldProps, useZodForm } from '../../lib/forms';
import { principalMessages as m } from './principal-signature.messages';
import { PrincipalSignatureDocument } from './principal-signature.queries';

/** The answer to a submit: a domain or server message (English), shown in the page's language. */
type Result = { kind: 'success' | 'error'; message: string };

/**
 * The principal's form: name and email (the email must be the principal's). Success shows its
 * message and goes to /login after 2 seconds; an error shows its message and resets the form
 * after 2 seconds.
 */
export function SignatureForm({
  token,
  principalEmail,
}: {
  token: string;
  principalEmail: string;
}) {
  const t = useT();
  const translate = useTranslateMessage();
  const schema = useMemo(
    () =>
      principalSignatureSchema.superRefine((values, ctx) => {
        const issue = signeeEmailIssue(values.signeeEmail, principalEmail);
        if (issue) ctx.addIssue({ code: 'custom', path: ['signeeEmail'], message: issue });
      }),
    [principalEmail],
  );
  const form = useZodForm(schema, { defaultValues: { signeeName: '', signeeEmail: '' } });
  const { reset, setFocus } = form;
  const [sign] = useMutation(PrincipalSignatureDocument);
  const navigate = useNavigate();
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => {
      if (result.kind === 'success') {
        navigate('/login', { replace: true });
        return;
      }
      reset();
      setResult(null);
      setFocus('signeeName');
    }, SIGNATURE_RESULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result, navigate, reset, setFocus]);

  const onSubmit = form.handleSubmit(async ({ signeeName, signeeEmail }) => {
    try {
      const { data } = await sign({
        // The schema's submit mode makes both required; its type also covers drafts (null).
        variables: {
          input: { id: token, signeeName: signeeName ?? '', signeeEmail: signeeEmail ?? '' },
        },
      });
      const payload = data?.principalSignature;
      setResult(
        payload?.success
          ? { kind: 'success', message: MESSAGES.signatureSubmittedSuccessfully }
          : { kind: 'error', message: payload?.message || MESSAGES.unknownError },
      );
    } catch (error) {
      setResult({ kind: 'error', message: firstErrorMessage(error) });
    }
  });

  const { errors, isSubmitted, isSubmitting } = form.formState;
  const invalid = isSubmitted && Object.keys(errors).length > 0;

  return (
    <form className="form signature-form" noValidate onSubmit={onSubmit}>
      <div className="form-row">
        <TextField
          label={t(m.signeeName)}
          autoComplete="name"
          {...fieldProps(form, 'signeeName')}
        />
        <TextField
          label={t(m.signeeEmail)}
          type="email"
          autoComplete="email"
          {...fieldProps(form, 'signeeEmail')}
        />
      </div>
      {invalid ? <Alert>{translate(MESSAGES.missingRequiredFields)}</Alert> : null}
      {result?.kind === 'error' ? <Alert>{translate(result.message)}</Alert> : null}
      <div role="status" aria-live="polite">
        {result?.kind === 'success' ? (
          <p className="alert alert-info">{translate(result.message)}</p>
        ) : null}
      </div>
      <Button type="submit" busy={isSubmitting} disabled={result !== null}>
        {t(m.submit)}
      </Button>
    </form>
  );
}
