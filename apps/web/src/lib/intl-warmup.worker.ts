// lib/intl-warmup.ts: writes money, numbers and dates through the app's own formatters (lib/format.ts), in the
// language the worker is named after, so that the locale's data is loaded when the page's first render needs it.
import { isLanguage } from '@bb/domain/i18n';
import { formatCents, formatCompactAmount, formatDate, formatDateTime, formatPercent, INTL_LOCALES } from './format.ts';
import { setCurrentLanguage } from './language.ts';

if (isLanguage(self.name)) {
  setCurrentLanguage(self.name);
  const now = new Date();
  formatCents(123_456);
  formatCompactAmount(1234);
  formatPercent(12.5);
  formatDateTime(now);
  formatDate(now);
  // i18next's plurals.
  new Intl.PluralRules(INTL_LOCALES[self.name]).select(2);
}
postMessage('warm');
