// First: configures zod before any schema exists (the Content-Security-Policy allows no eval).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLanguage } from './i18n/i18n';
import { initialLanguage } from './i18n/language-preference';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Spanish is shown from the first paint (its catalogue loads first); English needs no load.
void activateLanguage(initialLanguage())
  .catch(() => undefined)
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
