import { useCallback, useEffect, useRef } from 'react';
import { MESSAGES } from '@portal/domain';
import { useT } from '../../i18n/use-t';
import { authMessages } from './auth.messages';

export const SSO_START_URL = '/auth/sso/start';
const POPUP_NAME = 'portal-sso';
const POPUP_FEATURES = 'width=520,height=680';

type SsoMessage = { type: 'portal-sso'; signedIn?: unknown; error?: unknown };

function isSsoMessage(data: unknown): data is SsoMessage {
  return typeof data === 'object' && data !== null && (data as SsoMessage).type === 'portal-sso';
}

/**
 * Staff sign-in (Administrator Login): a popup runs the directory sign-in, whose last page sets
 * the session cookie and posts { type: 'portal-sso', signedIn: true } or
 * { type: 'portal-sso', error } back to this window (no token: scripts never see the session).
 * `onError` receives the message to show, or null when a new attempt starts.
 */
export function useSsoLogin(
  onSignedIn: () => Promise<void>,
  onError: (message: string | null) => void,
): () => void {
  const t = useT();
  // The popup-blocked notice in the language of the moment the button is pressed.
  const popupBlocked = t(authMessages.popupBlocked);
  const handlers = useRef({ onSignedIn, onError, popupBlocked });
  useEffect(() => {
    handlers.current = { onSignedIn, onError, popupBlocked };
  }, [onSignedIn, onError, popupBlocked]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isSsoMessage(event.data)) return;
      const { signedIn, error: message } = event.data;
      if (signedIn === true) {
        handlers.current.onError(null);
        void handlers.current.onSignedIn();
      } else {
        handlers.current.onError(
          typeof message === 'string' && message !== '' ? message : MESSAGES.unknownError,
        );
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return useCallback(() => {
    handlers.current.onError(null);
    const popup = window.open(SSO_START_URL, POPUP_NAME, POPUP_FEATURES);
    if (popup) popup.focus();
    else handlers.current.onError(handlers.current.popupBlocked);
  }, []);
}
