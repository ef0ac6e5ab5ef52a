// lib/intl-warmup.ts: builds the formatters the app writes its money, numbers, dates and plurals with, in the locale
// the worker is named after, so that the locale's data is loaded when the page's first render needs it.
const locale = self.name;
const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', useGrouping: 'always', ...digits }).format(1234.5);
new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(12.5);
new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date());
new Intl.PluralRules(locale).select(2);
postMessage('warm');
