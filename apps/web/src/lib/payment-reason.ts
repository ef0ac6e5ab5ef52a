import { isLanguage, paymentReasonText } from '@bb/domain';
import { useTranslation } from 'react-i18next';

/** A payment's reason in the interface's language: the platform's and the banks' codes in words, free text as written. */
export function usePaymentReason(): (reason: string | null) => string | null {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'it';
  return (reason) => paymentReasonText(reason, language);
}
