import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  EMAIL_MESSAGE_MAX,
  EMAIL_SUBJECT_MAX,
  ENUMERATIONS,
  MESSAGES,
  emailEditSchema,
  type EmailEdit,
} from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { SelectController } from '../../../components/select-controller';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import type { AdminEmailFieldsFragment as AdminEmail } from '../../../gql/graphql';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { EmailPreview } from './email-preview';

/**
 * Edits one template in a dialog: Status, Subject and Message (required; the message at most
 * 5000 characters; only the template's own merge tags), the same two in Spanish (issue 20: a
 * Spanish-speaking recipient gets those; the console itself stays English), the tags it may use
 * and a preview of each language with their sample values. Done keeps the edit on the page (saved with Save Changes) and is refused
 * while the form is invalid (spec 3 §5), the first invalid field taking focus. Cancel or Escape
 * with changes first says 'You have unsaved changes.' and asks again.
 */
export function EmailEditor({
  email,
  initial,
  onDone,
  onCancel,
}: {
  email: AdminEmail;
  initial: EmailEdit;
  onDone: (edit: EmailEdit) => void;
  onCancel: () => void;
}) {
  const schema = useMemo(() => emailEditSchema({ mergeTags: email.mergeTagDetails }), [email]);
  const form = useZodForm(schema, { defaultValues: initial });
  const [subjectLine, messageBody, subjectLineEs, messageBodyEs] = useWatch({
    control: form.control,
    name: ['subjectLine', 'messageBody', 'subjectLineEs', 'messageBodyEs'],
  });
  const [leaving, setLeaving] = useState(false);
  // Read while rendering, so the form state is subscribed to it.
  const { isDirty } = form.formState;
  const cancel = () => (isDirty && !leaving ? setLeaving(true) : onCancel());
  const onSubmit = form.handleSubmit((edit) => onDone(edit));

  return (
    <Modal title={`Edit ${email.name}`} onClose={cancel} size="wide">
      <form className="form email-editor" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="email-recipients">
          <span>Recipients:</span> {email.recipients}
        </p>
        <SelectController
          control={form.control}
          name="status"
          label="Status"
          options={ENUMERATIONS.emailStatuses.options}
          data-autofocus
        />
        <TextField
          label="Subject"
          autoComplete="off"
          maxLength={EMAIL_SUBJECT_MAX}
          {...fieldProps(form, 'subjectLine')}
        />
        <TextareaField
          label="Message"
          rows={12}
          hint={`${(messageBody ?? '').length} of ${EMAIL_MESSAGE_MAX} characters`}
          {...fieldProps(form, 'messageBody')}
        />
        <TextField
          label="Subject (Spanish)"
          lang="es"
          autoComplete="off"
          maxLength={EMAIL_SUBJECT_MAX}
          {...fieldProps(form, 'subjectLineEs')}
        />
        <TextareaField
          label="Message (Spanish)"
          lang="es"
          rows={12}
          hint={`${(messageBodyEs ?? '').length} of ${EMAIL_MESSAGE_MAX} characters`}
          {...fieldProps(form, 'messageBodyEs')}
        />
        <section className="email-merge-tags" aria-label="Merge tags">
          <h3>Merge tags</h3>
          <p>Written in braces, each is replaced when the mail is sent.</p>
          <dl>
            {email.mergeTagDetails.map((tag) => (
              <div key={tag.name}>
                <dt>
                  <code>{`{${tag.name}}`}</code>
                </dt>
                <dd>{tag.description}</dd>
              </div>
            ))}
          </dl>
        </section>
        <EmailPreview
          subjectLine={subjectLine ?? ''}
          messageBody={messageBody ?? ''}
          mergeTags={email.mergeTagDetails}
        />
        <EmailPreview
          title="Preview (Spanish)"
          lang="es"
          subjectLine={subjectLineEs ?? ''}
          messageBody={messageBodyEs ?? ''}
          mergeTags={email.mergeTagDetails}
        />
        <Alert>{leaving ? MESSAGES.unsavedChanges : null}</Alert>
        <div className="modal-actions">
          <Button variant="secondary" onClick={cancel}>
            {leaving ? 'Discard Changes' : 'Cancel'}
          </Button>
          <Button type="submit">{leaving ? 'Keep and Close' : 'Done'}</Button>
        </div>
      </form>
    </Modal>
  );
}
