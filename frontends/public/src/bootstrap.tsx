import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@costiera/kit';
import App from './App';

/*
 * Standalone mount, for working on this remote without the shell: when a page with a #root
 * loads main.js directly. In production the shell loads ./App through remoteEntry.js and
 * this file never runs.
 */
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
