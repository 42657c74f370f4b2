import { useId } from 'react';
import { MESSAGES } from '@portal/domain';
import { useT, useTranslateMessage } from '../i18n/use-t';
import { Button } from './button';
import { componentsMessages } from './components.messages';
import { Modal } from './modal';

/**
 * 'Are you sure?' with Cancel and a confirming button (Delete by default). Cancel has focus. A
 * title or message that is a domain message (MESSAGES) shows in the screen's language.
 */
export function ConfirmDialog({
  title = MESSAGES.areYouSure,
  message,
  confirmLabel,
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
  const t = useT();
  const translate = useTranslateMessage();
  return (
    <Modal
      title={translate(title)}
      role="alertdialog"
      onClose={onCancel}
      describedBy={message ? messageId : undefined}
      fallbackFocus={fallbackFocus}
    >
      {message ? <p id={messageId}>{translate(message)}</p> : null}
      <div className="modal-actions">
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {t(componentsMessages.cancel)}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel ?? t(componentsMessages.delete)}
        </Button>
      </div>
    </Modal>
  );
}
