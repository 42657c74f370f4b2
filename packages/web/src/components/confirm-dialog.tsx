import { useId } from 'react';
import { MESSAGES } from '@portal/domain';
import { Button } from './button';
import { Modal } from './modal';

/** 'Are you sure?' with Cancel and a confirming button (Delete by default). Cancel has focus. */
export function ConfirmDialog({
  title = MESSAGES.areYouSure,
  message,
  confirmLabel = 'Delete',
  onConfirm,
  onCancel,
  busy = false,
  fallbackFocus,
}: {
  title?: string;
  message?: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  fallbackFocus?: () => HTMLElement | null | undefined;
}) {
  const messageId = useId();
  return (
    <Modal
      title={title}
      role="alertdialog"
      onClose={onCancel}
      describedBy={message ? messageId : undefined}
      fallbackFocus={fallbackFocus}
    >
      {message ? <p id={messageId}>{message}</p> : null}
      <div className="modal-actions">
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
