import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  title: { id: 'auth.title', defaultMessage: 'Admin Login' },
  lead: { id: 'auth.lead', defaultMessage: 'Sign in to manage Costiera' },
  username: { id: 'auth.username', defaultMessage: 'Username' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  usernameRequired: { id: 'auth.usernameRequired', defaultMessage: 'Username is required' },
  passwordRequired: { id: 'auth.passwordRequired', defaultMessage: 'Password is required' },
  signIn: { id: 'auth.signIn', defaultMessage: 'Sign in' },
  signingIn: { id: 'auth.signingIn', defaultMessage: 'Signing in...' },
  hint: { id: 'auth.hint', defaultMessage: "Default admin credentials: ADMIN_USERNAME and ADMIN_PASSWORD in the server's .env file (printed once by make up)." },
  loginSuccessful: { id: 'auth.loginSuccessful', defaultMessage: 'Login successful' },
  welcomeBack: { id: 'auth.welcomeBack', defaultMessage: 'Welcome back, {username}!' },
  loginFailed: { id: 'auth.loginFailed', defaultMessage: 'Login failed' },
  showPassword: { id: 'auth.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'auth.hidePassword', defaultMessage: 'Hide password' },
});
