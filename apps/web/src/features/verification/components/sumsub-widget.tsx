import SumsubWebSdk from '@sumsub/websdk-react';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../lib/language.ts';
import { requestVerificationToken } from '../api/verification-token.ts';

/** A fresh token when Sumsub's expires while the hacker is still in the widget. */
async function renewToken(): Promise<string> {
  return (await requestVerificationToken()).token;
}

/**
 * Sumsub's official WebSDK (an iframe from Sumsub's domains, allowed by the app's CSP).
 * Kept in its own module so the SDK is fetched only when a hacker opens the widget.
 */
export function SumsubWidget({ accessToken }: { accessToken: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <>
      {failed ? (
        <Alert color="red" mb="md">
          {t('verification.widget.sdkError')}
        </Alert>
      ) : null}
      <SumsubWebSdk accessToken={accessToken} expirationHandler={renewToken} config={{ lang: getLanguage() }} onError={() => setFailed(true)} />
    </>
  );
}
