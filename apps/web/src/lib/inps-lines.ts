import type { PaymentFiguresView } from '@bb/domain';
import { useTranslation } from 'react-i18next';
import { formatAmount } from './format.ts';
import { getLanguage } from './language.ts';

type InpsFigures = Pick<PaymentFiguresView, 'inpsTaxableAmount' | 'inpsHackerAmount' | 'inpsPlatformAmount' | 'inpsTerms'>;

export interface InpsLine {
  /** Whose share: the hacker's is withheld from the transfer, the platform's is borne by the platform as client. */
  share: 'hacker' | 'platform';
  label: string;
  amount: number;
}

/** A rate in the interface language, with the decimals it has ("11,24%", "11.24%"). */
export function formatRate(percent: number): string {
  return `${new Intl.NumberFormat(getLanguage() === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 2 }).format(percent)}%`;
}

/**
 * The INPS Gestione Separata shares of a payment (DECISIONS "Hacker payments": occasional work above the year's
 * threshold), each labelled with its rate and the part of the bounty it applies to; none where nothing is due.
 */
export function useInpsLines(figures: InpsFigures): InpsLine[] {
  const { t } = useTranslation();
  const terms = figures.inpsTerms;
  if (!terms || figures.inpsTaxableAmount <= 0) return [];
  const base = formatAmount(figures.inpsTaxableAmount);
  return [
    { share: 'hacker', label: t('common.paymentFigures.inpsHacker', { rate: formatRate(terms.hackerPercent), base }), amount: figures.inpsHackerAmount },
    {
      share: 'platform',
      label: t('common.paymentFigures.inpsPlatform', { rate: formatRate(terms.platformPercent), base }),
      amount: figures.inpsPlatformAmount,
    },
  ];
}
