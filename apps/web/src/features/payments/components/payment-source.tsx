import { TAX_REGIME_LABELS, type PaymentIntent, type TaxRegime } from '@bb/domain';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLanguage } from '../../../lib/language.ts';
import { reportPath } from '../../../lib/paths.ts';

/** A tax regime's name in the interface language: the domain owns the wording the hacker chose it by. */
export function taxRegimeLabel(regime: TaxRegime): string {
  return TAX_REGIME_LABELS[regime][getLanguage()];
}

/** What the payment pays: the rewarded report (a link to it) or the referral bonus. */
export function PaymentSource({ intent }: { intent: Pick<PaymentIntent, 'kind' | 'report'> }) {
  const { t } = useTranslation();
  if (intent.kind === 'referral' || !intent.report) {
    return (
      <Text size="sm" fs="italic">
        {t('payments.hackers.referral')}
      </Text>
    );
  }
  return (
    <>
      <Anchor component={Link} to={reportPath(intent.report.id)} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {intent.report.title}
      </Anchor>
      {/* Fix verification: the fee of a hacker's retest, a payment of its own beside the report's reward. */}
      {intent.kind === 'retest' ? (
        <Text size="xs" c="dimmed">
          {t('payments.hackers.retestFee')}
        </Text>
      ) : null}
    </>
  );
}
