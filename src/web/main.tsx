import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { readerLocale } from './lib/i18n/reader-locale';
import { activateLocale } from './lib/i18n/texts';
import './styles.css';

// The server allows one style nonce per page (strict CSP); Radix's scroll lock needs it for the
// <style> tag it inserts while a dialog is open.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

function render(into: HTMLElement) {
  createRoot(into).render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
}

// The first screen's texts, in the reader's language, before it is drawn (the page's own splash shows
// meanwhile). Should they fail to arrive, the screen still renders and says so in its own way.
activateLocale(readerLocale()).then(
  () => render(root),
  () => render(root),
);
