import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sessionStore } from '../lib/session-store';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStore.reload();
});
