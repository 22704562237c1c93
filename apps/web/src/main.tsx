import 'antd-mobile/es/global';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { whenRouterReady } from './app/router.ts';
import { appSettingsQuery } from './shared/app-settings/api/get-app-settings.ts';
import { currentLocation, listen } from './lib/history.ts';
import { getLocale } from './lib/locale.ts';
import { loadLocaleData } from './lib/messages.ts';
import { queryClient } from './lib/query-client.ts';
import { keepShareCodes } from './lib/share-code.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// Every page's title needs the settings: ask for them while the page's code is still downloading.
void queryClient.prefetchQuery(appSettingsQuery());

// A member's product link or sales page carries their code, kept for a sign-up or an order.
keepShareCodes(currentLocation, listen);

// The HTML skeleton stays on screen until the first page and the shopper's language have arrived.
Promise.all([whenRouterReady(), loadLocaleData(getLocale())]).then(
  () => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  () => {
    // Without its texts the app cannot speak to the shopper; say so in both main languages.
    const message = document.createElement('p');
    message.className = 'boot-failed';
    message.textContent = '网络不稳定，请稍后重试。Network is not stable, please try later!';
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.textContent = '重新加载 Reload';
    reload.addEventListener('click', () => window.location.reload());
    container.replaceChildren(message, reload);
  },
);
