import './index.css';
import './lib/i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { sessionStore } from './lib/auth/index.ts';
import { registerServiceWorker } from './lib/pwa/service-worker.ts';

void sessionStore.init();
void registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
