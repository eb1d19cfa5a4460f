import { Button, Card, Form, Input } from 'antd';
import { PasswordInput } from './components/PasswordInput';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../shared/session';
import { useNotify } from '../../shared/notify';
import { adminPaths } from '../../shared/admin-paths';
import { useLogin } from './api/login';

interface LoginValues {
  username: string;
  password: string;
}

export default function LoginPage() {
  const { data: user } = useCurrentUser();
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();

  // Signed in already (or just now: the sign-in stores the user before its own navigation runs):
  // the same place either way, so the two can never race to different screens.
  if (user?.isAdmin) return <Navigate to={adminPaths.dashboard} replace />;

  const submit = (values: LoginValues) => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (signedIn) => {
          notify.success('Login successful', `Welcome back, ${signedIn.username}!`);
          navigate(adminPaths.dashboard, { replace: true });
        },
        onError: (error) => notify.failure('Login failed', error),
      },
    );
  };

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f7fa' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <h1 style={{ fontSize: 24, margin: '0 0 4px', textAlign: 'center' }}>Admin Login</h1>
        <p style={{ textAlign: 'center', margin: '0 0 24px', color: 'rgba(0,0,0,0.65)' }}>Sign in to manage Costiera</p>
        <Form<LoginValues> name="login" layout="vertical" onFinish={submit} requiredMark={false} disabled={login.isPending}>
          <Form.Item label="Username" name="username" rules={[{ required: true, whitespace: true, message: 'Username is required' }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
            <PasswordInput autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {login.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
        </Form>
        <p style={{ margin: '16px 0 0', fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>
          Default admin credentials: ADMIN_USERNAME and ADMIN_PASSWORD in the server's .env file (printed once by make up).
        </p>
      </Card>
    </main>
  );
}
