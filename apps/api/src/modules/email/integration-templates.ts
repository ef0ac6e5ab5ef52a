/** The integrations' emails (issue 23): a webhook endpoint disabled after its deliveries kept failing. */
import type { Language } from '@bb/domain';

export interface IntegrationTemplateData {
  /** To the endpoint's company administrators (the super admins for a platform-wide one); no setting stops it. */
  webhookDisabled: { url: string; failures: number; link: string };
}

interface Rendered {
  subject: string;
  paragraphs: string[];
  action: { label: string; link: string };
}

export const INTEGRATION_TEMPLATES: {
  [K in keyof IntegrationTemplateData]: Record<Language, (data: IntegrationTemplateData[K]) => Rendered>;
} = {
  webhookDisabled: {
    it: (d) => ({
      subject: 'Webhook disattivato',
      paragraphs: [
        `Il webhook ${d.url} è stato disattivato dopo ${d.failures} tentativi di consegna falliti di seguito.`,
        'Le consegne in attesa ripartiranno quando lo riattivi, dopo aver controllato il ricevitore.',
      ],
      action: { label: 'Apri le integrazioni', link: d.link },
    }),
    en: (d) => ({
      subject: 'Webhook disabled',
      paragraphs: [
        `The webhook ${d.url} was disabled after ${d.failures} failed delivery attempts in a row.`,
        'Pending deliveries resume when you enable it again, once the receiver is fixed.',
      ],
      action: { label: 'Open integrations', link: d.link },
    }),
  },
};
