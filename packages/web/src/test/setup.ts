import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../i18n/i18n';
import { sessionStore } from '../lib/session-store';
import { toast } from '../lib/toast-store';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStore.reload();
  // Test files share a worker (vite.config.ts): no toast outlives its test.
  for (const t of toast.list()) toast.dismiss(t.id);
  // A test that switched to Spanish leaves the next one in English.
  if (i18n.locale !== 'en') i18n.activate('en', ['en-US']);
});
