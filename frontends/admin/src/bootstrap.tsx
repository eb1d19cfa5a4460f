import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AdminApp from './App';

// Standalone mount, only used when this remote is opened on its own page (a page with #root).
// In the product the shell imports ./App; either way AdminApp brings its own router.
const host = document.getElementById('root');
if (host) {
  createRoot(host).render(
    <StrictMode>
      <AdminApp />
    </StrictMode>,
  );
}
