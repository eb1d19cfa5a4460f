import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@costiera/kit';
import { createQueryClient } from '../shared/query-client';
import { AdminIntl } from '../i18n/AdminIntl';

/**
 * Renders a screen as the shell would: query client, router at `path`, antd App for toasts.
 * antd's styles are kept out of the document, as on a server: jsdom matches every style rule
 * against every element it checks for visibility, and no test reads antd's CSS.
 */
export function renderAdmin(ui: ReactElement, { path = '/admin', route = '*' }: { path?: string; route?: string } = {}) {
  const queryClient = createQueryClient();
  const utils = render(
    <StyleProvider mock="server">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AdminIntl>
            <AntdApp>
              <Routes>
                <Route path={route} element={ui} />
                <Route path="/admin" element={<p>Admin home</p>} />
                <Route path="/admin/dashboard" element={<p>Dashboard screen</p>} />
              </Routes>
              <Toaster />
            </AntdApp>
          </AdminIntl>
        </MemoryRouter>
      </QueryClientProvider>
    </StyleProvider>,
  );
  return { ...utils, queryClient };
}
