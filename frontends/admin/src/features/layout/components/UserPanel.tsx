import { Avatar, Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../shared/session';
import { useNotify } from '../../../shared/notify';
import { adminPaths } from '../../../shared/admin-paths';
import { useLogout } from '../api/logout';

/** The signed-in username with its first letter in an avatar, and the logout button. */
export function UserPanel() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const notify = useNotify();
  const navigate = useNavigate();
  const username = user?.username ?? '';

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        notify.success('Logged out', 'You have been successfully logged out.');
        navigate(adminPaths.login, { replace: true });
      },
      onError: (error) => notify.failure('Logout failed', error),
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
        Logout
      </Button>
    </Flex>
  );
}
