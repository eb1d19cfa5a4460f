import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import AdminApp from './App';

// Standalone mount, only used when this remote is opened on its own page (a page with #root).
// In the product the shell imports ./App and provides the router.
const host = document.getElementById('root');
if (host) {
  createRoot(host).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
