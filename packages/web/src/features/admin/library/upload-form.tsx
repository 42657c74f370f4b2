import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { formatFileSize } from '@portal/domain/library/file-size';
import {
  DOCUMENT_TITLE_MAX,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  documentUploadSchema,
} from '@portal/domain/library/uploads';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FileController } from '../../../components/file-controller';
import { TextField } from '../../../components/text-field';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { saveWithFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';

const schema = documentUploadSchema<File>();

export type UploadValues = { title: string; file: File };

const FILE_HINT = `Up to ${formatFileSize(UPLOAD_MAX_BYTES)}: PDF, Word, Excel, PowerPoint, OpenDocument, CSV, text or image (PNG, JPEG, GIF, WebP).`;

/**
 * Uploads a file to the library: Title and File, both required, checked by the domain's schema
 * (the server's): an allowed type of at most 10 MB and a title that is a safe file name. A
 * refused field gets its message and the first one focus; the server's refusal (a title already
 * taken, content that is not its type) shows on its field and above the form. Uploaded:
 * 'Upload Successful' and an empty form.
 */
export function UploadForm({
  headingId,
  onUpload,
}: {
  headingId: string;
  onUpload: (values: UploadValues) => Promise<unknown>;
}) {
  const form = useZodForm(schema, { defaultValues: { title: '', file: undefined } });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const saved = await saveWithFieldIssues(form, () => onUpload(values));
    if (!saved.ok) {
      setServerError(saved.message);
      return;
    }
    toast.success(MESSAGES.uploadSuccessful);
    form.reset({ title: '', file: undefined });
  });

  return (
    <form
      className="form library-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={headingId}>Upload</h3>
      <Alert>{serverError}</Alert>
      <TextField
        label="Title"
        autoComplete="off"
        maxLength={DOCUMENT_TITLE_MAX}
        {...fieldProps(form, 'title')}
      />
      <FileController
        control={form.control}
        name="file"
        label="File"
        accept={UPLOAD_ACCEPT}
        hint={FILE_HINT}
      />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Upload
      </Button>
    </form>
  );
}
