import { useEffect } from 'react';
import { Spin } from 'antd';
import { Navigate, Outlet } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@costiera/kit';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../../shared/session';
import { adminKeys } from '../../../shared/query-keys';
import { adminPaths } from '../../../shared/admin-paths';
import { useFollowAccountLanguage } from '../../../shared/account-language';
import { sharedMessages as m } from '../../../shared/messages';

/**
 * The guard of every back-office screen: a spinner while the user loads, the login page for
 * anyone who is not an admin. A 401 on any admin call means the session ended on the server
 * (timeout, sign-out elsewhere), so the user is cleared and the guard sends them to login.
 * Signed in, the back office speaks the language chosen on the admin's account.
 */
export function RequireAdmin() {
  const { data: user, isPending } = useCurrentUser();
  const queryClient = useQueryClient();
  const intl = useIntl();
  useFollowAccountLanguage(user);

  useEffect(() => {
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      const error = event.query.state.error;
      const key = event.query.queryKey;
      if (event.type === 'updated' && key[0] === 'admin' && key[1] !== 'user' && error instanceof ApiError && error.status === 401) {
        queryClient.setQueryData(adminKeys.user, null);
      }
    });
    return unsubscribe;
  }, [queryClient]);

  if (isPending) {
    return (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <Spin size="large" aria-label={intl.formatMessage(m.loading)} />
      </div>
    );
  }
  if (!user?.isAdmin) return <Navigate to={adminPaths.login} replace />;
  return <Outlet />;
}
