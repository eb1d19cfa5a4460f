import { Avatar, Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../../shared/session';
import { useNotify } from '../../../shared/notify';
import { adminPaths } from '../../../shared/admin-paths';
import { useLogout } from '../api/logout';
import { layoutMessages as m } from '../messages';

/** The signed-in username with its first letter in an avatar, and the logout button. */
export function UserPanel() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const notify = useNotify();
  const navigate = useNavigate();
  const intl = useIntl();
  const username = user?.username ?? '';

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        notify.success(intl.formatMessage(m.loggedOut), intl.formatMessage(m.loggedOutText));
        navigate(adminPaths.login, { replace: true });
      },
      onError: (error) => notify.failure(intl.formatMessage(m.logoutFailed), error),
    });

  return (
    <Flex vertical gap={12} style={{ padding: 16, borderTop: '1px solid #f0f0f0' }}>
      <Flex align="center" gap={10}>
        <Avatar style={{ background: '#0b5cad', flex: 'none' }} aria-hidden>
          {username.charAt(0).toUpperCase()}
        </Avatar>
        <span style={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }}>{username}</span>
      </Flex>
      <Button onClick={signOut} loading={logout.isPending} block>
        {intl.formatMessage(m.logout)}
      </Button>
    </Flex>
  );
}
