import { Button, Card, Flex, Form, Input } from 'antd';
import { PasswordInput } from './components/PasswordInput';
import { Navigate, useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../shared/session';
import { useNotify } from '../../shared/notify';
import { adminPaths } from '../../shared/admin-paths';
import { LanguageSelect } from '../../shared/components/LanguageSelect';
import { useLogin } from './api/login';
import { authMessages as m } from './messages';

interface LoginValues {
  username: string;
  password: string;
}

export default function LoginPage() {
  const { data: user } = useCurrentUser();
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const intl = useIntl();

  // Signed in already (or just now: the sign-in stores the user before its own navigation runs):
  // the same place either way, so the two can never race to different screens.
  if (user?.isAdmin) return <Navigate to={adminPaths.dashboard} replace />;

  const submit = (values: LoginValues) => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (signedIn) => {
          notify.success(intl.formatMessage(m.loginSuccessful), intl.formatMessage(m.welcomeBack, { username: signedIn.username }));
          navigate(adminPaths.dashboard, { replace: true });
        },
        onError: (error) => notify.failure(intl.formatMessage(m.loginFailed), error),
      },
    );
  };

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f7fa' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        {/* Chosen before signing in, so the form itself reads in the admin's language. */}
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <LanguageSelect />
        </Flex>
        <h1 style={{ fontSize: 24, margin: '0 0 4px', textAlign: 'center' }}>{intl.formatMessage(m.title)}</h1>
        <p style={{ textAlign: 'center', margin: '0 0 24px', color: 'rgba(0,0,0,0.65)' }}>{intl.formatMessage(m.lead)}</p>
        <Form<LoginValues> name="login" layout="vertical" onFinish={submit} requiredMark={false} disabled={login.isPending}>
          <Form.Item label={intl.formatMessage(m.username)} name="username" rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.usernameRequired) }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={intl.formatMessage(m.password)} name="password" rules={[{ required: true, message: intl.formatMessage(m.passwordRequired) }]}>
            <PasswordInput autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {intl.formatMessage(login.isPending ? m.signingIn : m.signIn)}
          </Button>
        </Form>
        <p style={{ margin: '16px 0 0', fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>{intl.formatMessage(m.hint)}</p>
      </Card>
    </main>
  );
}
