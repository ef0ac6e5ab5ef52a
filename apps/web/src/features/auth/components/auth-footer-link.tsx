import { Anchor, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

/** The line under an auth form that leads to its counterpart ("No account yet? <signup>Sign up</signup>"). */
export function AuthFooterLink({ i18nKey, tag, to }: { i18nKey: string; tag: string; to: string }) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      <Trans i18nKey={i18nKey} components={{ [tag]: <Anchor component={Link} to={to} fw={600} /> }} />
    </Text>
  );
}

/** "Already have an account? Sign in", under the sign-up steps. */
export function HaveAccountLink() {
  return <AuthFooterLink i18nKey="auth.signup.haveAccount" tag="login" to="/auth/login" />;
}
