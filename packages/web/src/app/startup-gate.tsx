import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { STARTUP_LOADER_EXTRA_MS } from '@portal/domain';
import { activateLanguage, i18n } from '../i18n/i18n';
import { rememberLanguage } from '../i18n/language-preference';
import { CurrentSessionContext } from '../lib/current-user';
import type { CurrentSession } from '../lib/current-user';
import { endSession } from '../lib/end-session';
import { CurrentUserDocument } from '../lib/session.queries';
import { useSession } from '../lib/session-store';
import { useSaveLanguage } from '../lib/use-save-language';
import { StartupScreen } from './startup-screen';
import { useExtraDelay } from './use-extra-delay';

/**
 * Start-up: when signed in (the session cookie), load the user and the enumerations; on failure the session is
 * cleared (and the guards go to /login). The loader stays for an extra 100 ms.
 *
 * Issue 20: once the user is loaded, the screens switch to the language saved on the account (the
 * language switch saves it), and this browser remembers it for the pages before the next sign-in.
 * The loader stays until that language is active, so a Spanish-speaking educator never sees the
 * first screen in English. An account without a language yet (made by an admin, or before
 * issue 20) keeps the language the browser shows and saves it, so its mails follow. An admin's
 * screens are English (app-layout.tsx): nothing is switched or saved.
 */
export function StartupGate() {
  const client = useApolloClient();
  const { signedIn } = useSession();
  const { data, error } = useQuery(CurrentUserDocument, { skip: !signedIn });
  const user = signedIn ? data?.educatorUser : undefined;
  const educator = user && user.type !== 'ADMIN' ? user : undefined;
  const language = educator?.language ?? undefined;
  const unsaved = educator !== undefined && educator.language == null;
  const saveLanguage = useSaveLanguage();
  const userId = user?.id;
  // The user whose saved language is active: later changes (the switch) never bring the loader back.
  const [appliedFor, setAppliedFor] = useState<string | null>(null);
  const languagePending = language !== undefined && appliedFor !== userId;
  const loading = signedIn && ((!data && !error) || languagePending);
  const showLoader = useExtraDelay(loading, STARTUP_LOADER_EXTRA_MS);

  useEffect(() => {
    if (signedIn && error) void endSession(client);
  }, [signedIn, error, client]);

  useEffect(() => {
    if (unsaved) saveLanguage(i18n.locale === 'es' ? 'es' : 'en');
  }, [unsaved, saveLanguage]);

  useEffect(() => {
    if (language === undefined || userId === undefined) return undefined;
    let current = true;
    const done = () => {
      if (current) setAppliedFor(userId);
    };
    // A catalogue that fails to load leaves the screens in English rather than the loader forever.
    void activateLanguage(language)
      .then(() => rememberLanguage(language))
      .catch(() => undefined)
      .finally(done);
    return () => {
      current = false;
    };
  }, [language, userId]);

  const session = useMemo<CurrentSession>(
    () => (signedIn && data ? { user: data.educatorUser, enums: data.enums } : null),
    [signedIn, data],
  );

  if (showLoader || (signedIn && error)) {
    return <StartupScreen />;
  }
  return (
    <CurrentSessionContext value={session}>
      <Outlet />
    </CurrentSessionContext>
  );
}
