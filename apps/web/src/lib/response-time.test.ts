import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadTranslations } from './i18n.ts';
import { formatResponseTime } from './response-time.ts';

async function translatorIn(language: 'it' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { translation: await loadTranslations(language) } } });
  return instance.t;
}

describe('response times', () => {
  it('reads the bucket bounds as "within": hours up to two days, whole days beyond', async () => {
    const t = await translatorIn('it');
    expect([1, 3, 24, 48, 72, 96, 240].map((hours) => formatResponseTime(hours, t))).toEqual([
      'entro 1 ora',
      'entro 3 ore',
      'entro 24 ore',
      'entro 48 ore',
      'entro 3 giorni',
      'entro 4 giorni',
      'entro 10 giorni',
    ]);
  });

  it('speaks English too, rounding any fraction up to the bound', async () => {
    const t = await translatorIn('en');
    expect([0.4, 1, 2.2, 50].map((hours) => formatResponseTime(hours, t))).toEqual(['within 1 hour', 'within 1 hour', 'within 3 hours', 'within 3 days']);
  });
});
