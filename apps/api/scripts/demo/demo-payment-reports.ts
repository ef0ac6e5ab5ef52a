/**
 * What the demo's payments say (demo-payments.ts drives them): the three hackers who complete the
 * tax regimes of the others (Italian flat-rate, Italian ordinary VAT, a German resident paid with an
 * IBAN and no BIC), and the eleven reports whose rewards become payments, each with the status its
 * payment ends in. Addresses are under `.example` and documentation ranges, as in demo-content.ts.
 */
import type { PaymentStatus, ReportSeverity, RichTextDoc } from '@bb/domain';
import type { DemoAccountKey } from './demo-accounts.ts';
import { code, doc, h2, ol, p, type Inline } from './demo-content.ts';

/** Profile (PUT /api/profile), tax regime and bank account of the three payment hackers. */
export const PAYMENT_HACKERS = {
  hackerShell: {
    profile: {
      profileDescription: 'Sviluppatore full-stack a Torino, in regime forfettario: logica applicativa, carrelli e pagamenti online.',
      skills: ['Business logic', 'CSRF', 'E-commerce'],
      countryOfResidence: 'ITA',
    },
    regime: {
      residenceCountry: 'ITA',
      taxRegime: 'it_flat_rate',
      vatNumber: '08765432102',
      taxId: 'LMBMTT90L15L219I',
      residenceState: 'TO',
      residenceAddress: 'Via Po 14',
      residenceCity: 'Torino',
      residenceCap: '10123',
    },
    bank: { iban: 'IT78M0306901000000000481516', swift: 'BCITITMMXXX' },
  },
  hackerCipher: {
    profile: {
      profileDescription: 'Consulente di sicurezza a Napoli con partita IVA: penetration test per PMI, autenticazione e sessioni.',
      skills: ['Penetration testing', 'Autenticazione', 'OWASP ASVS'],
      countryOfResidence: 'ITA',
    },
    regime: {
      residenceCountry: 'ITA',
      taxRegime: 'it_ordinary_vat',
      vatNumber: '09654321786',
      taxId: 'FRRNNA87B44F839C',
      residenceState: 'NA',
      residenceAddress: 'Via Toledo 256',
      residenceCity: 'Napoli',
      residenceCap: '80134',
    },
    bank: { iban: 'IT11W0200801033000104237711', swift: 'UNCRITMMXXX' },
  },
  // A SEPA transfer needs no BIC for a German IBAN: his transfer in the bank file carries none.
  hackerKernel: {
    profile: {
      profileDescription: 'Security researcher in Berlin, web and API testing in my spare time.',
      skills: ['Web application', 'OAuth', 'API'],
      countryOfResidence: 'DEU',
    },
    regime: {
      residenceCountry: 'DEU',
      taxRegime: 'foreign_occasional',
      taxId: '48036952129',
      residenceState: 'BE',
      residenceAddress: 'Oranienstraße 25',
      residenceCity: 'Berlin',
      residenceCap: '10999',
    },
    bank: { iban: 'DE27100500000190457322', swift: '' },
  },
} as const;

export type PaymentHackerKey = keyof typeof PAYMENT_HACKERS;

export interface PaymentReport {
  key: string;
  program: 'customerPortal' | 'partnerArea';
  by: DemoAccountKey;
  /** The name of a target of the program's scope. */
  target: string;
  title: string;
  severity: ReportSeverity;
  /** CVSS 4.0, scored with ae-cvss-calculator: the severity follows the score. */
  vector: string;
  content: RichTextDoc;
  endpoint: string | null;
  payload: string | null;
  environment: string;
  ipAddress: string;
  /** The managed program's triager approves with this review (the paragraphs of its PDF). */
  review?: string[];
  /** Where the reward's payment ends. */
  payment: PaymentStatus;
  /**
   * The occasional compensation already received this year that the hacker declares when confirming (Italian
   * occasional regimes; the spec's previousYearlyPaymentsAmount), euro.
   */
  previousYear?: number;
}

function sections(parts: { description: Inline[]; proof: Inline[][]; impact: string; mitigation: string }, english = false): RichTextDoc {
  const [proof, impact, mitigation] = english ? ['Proof of Concept', 'Impact', 'Remediation'] : ['Proof of Concept', 'Impatto', 'Mitigazione'];
  return doc(
    h2(english ? 'Description' : 'Descrizione'),
    p(...parts.description),
    h2(proof),
    ol(...parts.proof),
    h2(impact),
    p(parts.impact),
    h2(mitigation),
    p(parts.mitigation),
  );
}

const PORTAL_WEB = 'portale.demo.example';
const PORTAL_API = 'api.demo.example';
const PARTNER_WEB = 'partner.demo.example';
const PARTNER_API = 'api.demo.example/partner/v2';
const MATTEO_IP = '203.0.113.71';
const ANNA_IP = '203.0.113.138';
const JONAS_IP = '198.51.100.204';

/** 5.1 medium: the victim opens a link. */
const REFLECTED = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:A/VC:N/VI:N/VA:N/SC:L/SI:L/SA:N';
/** 2.7 low: something read without an exploit known. */
const DISCLOSURE = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:L/VI:N/VA:N/SC:N/SI:N/SA:N/E:U';
/** 5.3 medium: a signed-in partner changes what they should not. */
const PARTNER_TAMPER = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:N/VI:L/VA:N/SC:N/SI:N/SA:N';
/** 5.1 medium: a forged request or a redirect the victim follows. */
const FORGED = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:A/VC:N/VI:L/VA:N/SC:N/SI:N/SA:N';
/** 2.3 low: needs the victim on a hostile network. */
const INSECURE_COOKIE = 'CVSS:4.0/AV:N/AC:H/AT:P/PR:N/UI:P/VC:L/VI:N/VA:N/SC:N/SI:N/SA:N';
/** 6.3 medium: an account taken over from a leaked link. */
const RESET_REUSE = 'CVSS:4.0/AV:N/AC:L/AT:P/PR:N/UI:N/VC:L/VI:L/VA:N/SC:N/SI:N/SA:N';
/** 5.1 medium: stored script run in another user's browser. */
const STORED = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:P/VC:N/VI:N/VA:N/SC:L/SI:L/SA:N';
/** 1.7 low: guessing made easier, no exploit seen. */
const NO_LOCKOUT = 'CVSS:4.0/AV:N/AC:L/AT:P/PR:N/UI:N/VC:L/VI:N/VA:N/SC:N/SI:N/SA:N/E:U';

/** In the order they are sent. */
export const PAYMENT_REPORTS: PaymentReport[] = [
  {
    key: 'paymentsSearchXss',
    program: 'customerPortal',
    by: 'hackerByte',
    target: PORTAL_WEB,
    title: 'XSS riflessa nella ricerca dello storico pagamenti',
    severity: 'medium',
    vector: REFLECTED,
    content: sections({
      description: ['Il parametro ', code('cerca'), ' della pagina Pagamenti viene ripetuto nella pagina senza codifica: uno script nel link viene eseguito.'],
      proof: [
        ['Accedere con cliente1@demo.example.'],
        ['Aprire ', code('https://portale.demo.example/pagamenti?cerca=<svg onload=alert(document.domain)>'), '.'],
        ["Compare l'alert con portale.demo.example."],
      ],
      impact: 'Basta far aprire un link a un cliente autenticato per agire nel portale a suo nome, ad esempio leggere i suoi pagamenti.',
      mitigation: 'Codificare il termine di ricerca quando viene mostrato e aggiungere una Content-Security-Policy.',
    }),
    endpoint: 'https://portale.demo.example/pagamenti?cerca=',
    payload: '<svg onload=alert(document.domain)>',
    environment: 'Chrome 131 su Windows 11',
    ipAddress: '198.51.100.42',
    review: [
      'Riprodotto con cliente1@demo.example su Chrome 131 e Firefox 133: il termine di ricerca finisce nella pagina senza codifica.',
      'Severità confermata: media, CVSS 4.0 5.1 (serve che la vittima apra il link). Ricompensa consigliata: premio medio del target.',
    ],
    payment: 'pendingStaffApproval',
    // 4,500 + 1,080 crosses the INPS threshold: Gestione Separata on the 580 above it, as the super admin approves.
    previousYear: 4_500,
  },
  {
    key: 'corsWildcard',
    program: 'customerPortal',
    by: 'hackerNull',
    target: PORTAL_API,
    title: 'CORS aperto a qualunque origine sugli endpoint pubblici delle API',
    severity: 'low',
    vector: DISCLOSURE,
    content: sections({
      description: [
        'Gli endpoint ',
        code('/v2/public/*'),
        ' rispondono con ',
        code('Access-Control-Allow-Origin: *'),
        ' e tra questi ',
        code('/v2/public/branches'),
        ' restituisce anche i recapiti interni degli studi.',
      ],
      proof: [
        ['Da una pagina su un dominio qualsiasi eseguire ', code("fetch('https://api.demo.example/v2/public/branches')"), '.'],
        ['La risposta è leggibile e contiene i numeri interni degli studi.'],
      ],
      impact: "Qualunque sito può leggere l'elenco dei recapiti interni; nessun dato degli utenti, perché gli endpoint non usano credenziali.",
      mitigation: "Limitare l'origine ai domini di Demo Srl e togliere i recapiti interni dalla risposta pubblica.",
    }),
    endpoint: 'https://api.demo.example/v2/public/branches',
    payload: null,
    environment: 'curl 8.5 e Firefox 133 su Debian 12',
    ipAddress: '198.51.100.83',
    review: [
      'Verificato: gli endpoint pubblici rispondono a qualunque origine e /v2/public/branches espone 14 recapiti interni.',
      'Nessun dato personale dei clienti coinvolto. Severità bassa, CVSS 4.0 2.7. Ricompensa consigliata: premio basso del target.',
    ],
    payment: 'ibanNotValid',
  },
  {
    key: 'discountOverride',
    program: 'partnerArea',
    by: 'hackerShell',
    target: PARTNER_API,
    title: "Sconto partner oltre il limite modificando la richiesta d'ordine",
    severity: 'medium',
    vector: PARTNER_TAMPER,
    content: sections({
      description: [
        "Il limite di sconto del partner (15%) è controllato solo nell'interfaccia: l'API accetta il campo ",
        code('discountPercent'),
        " con qualunque valore e lo applica all'ordine.",
      ],
      proof: [
        ['Accedere con partner-test@demo.example e creare un ordine di 10 licenze.'],
        ['Intercettare ', code('POST /partner/v2/orders'), ' e portare ', code('discountPercent'), ' da 15 a 90.'],
        ["L'ordine viene creato con il 90% di sconto e compare così nelle provvigioni."],
      ],
      impact: 'Un partner può acquistare licenze a un prezzo a sua scelta.',
      mitigation: 'Ricalcolare lo sconto massimo sul server in base al contratto del partner e rifiutare valori superiori.',
    }),
    endpoint: 'https://api.demo.example/partner/v2/orders',
    payload: '{"items":[{"sku":"LIC-STUDIO","qty":10}],"discountPercent":90}',
    environment: 'Burp Suite Community 2024.10, Firefox 133 su Fedora 41',
    ipAddress: MATTEO_IP,
    payment: 'sent',
  },
  {
    key: 'emailChangeCsrf',
    program: 'partnerArea',
    by: 'hackerShell',
    target: PARTNER_WEB,
    title: "CSRF sul cambio dell'indirizzo e-mail del profilo partner",
    severity: 'medium',
    vector: FORGED,
    content: sections({
      description: [
        'Il modulo ',
        code('POST /profilo/email'),
        ' non ha un token anti-CSRF e il cookie di sessione è SameSite=None: una pagina esterna cambia l’e-mail del partner.',
      ],
      proof: [
        ['Accedere con partner-test@demo.example.'],
        ['Aprire una pagina con un modulo che invia ', code('email=attaccante@example.com'), ' a /profilo/email.'],
        ["L'indirizzo del profilo cambia senza conferma; il reset della password arriva poi all'attaccante."],
      ],
      impact: 'Con una pagina visitata dal partner si prende il suo account.',
      mitigation: "Aggiungere un token anti-CSRF, usare SameSite=Lax e chiedere conferma dal vecchio indirizzo per il cambio dell'e-mail.",
    }),
    endpoint: 'https://partner.demo.example/profilo/email',
    payload: '<form method="POST" action="https://partner.demo.example/profilo/email"><input name="email" value="attaccante@example.com"></form>',
    environment: 'Firefox 133 su Fedora 41',
    ipAddress: MATTEO_IP,
    payment: 'approved',
  },
  {
    key: 'cookieNotSecure',
    program: 'partnerArea',
    by: 'hackerShell',
    target: PARTNER_WEB,
    title: "Cookie di sessione dell'area partner senza attributo Secure",
    severity: 'low',
    vector: INSECURE_COOKIE,
    content: sections({
      description: ['Il cookie ', code('PARTNERSESSID'), ' viene impostato senza Secure: il browser lo invia anche su http:// se un link lo richiede.'],
      proof: [
        [code('curl -I https://partner.demo.example/login'), ': ', code('Set-Cookie: PARTNERSESSID=...; Path=/; HttpOnly'), '.'],
        ['Aprendo http://partner.demo.example/ il cookie viaggia in chiaro prima del redirect a https.'],
      ],
      impact: 'Su una rete ostile (Wi-Fi pubblico) si può leggere la sessione del partner.',
      mitigation: 'Aggiungere Secure al cookie e attivare HSTS.',
    }),
    endpoint: 'https://partner.demo.example/login',
    payload: null,
    environment: 'curl 8.9 e Wireshark 4.4 su Fedora 41',
    ipAddress: MATTEO_IP,
    payment: 'pendingBeneficiaryList',
  },
  {
    key: 'resetTokenReuse',
    program: 'partnerArea',
    by: 'hackerCipher',
    target: PARTNER_WEB,
    title: 'Token di reset della password riutilizzabile più volte',
    severity: 'medium',
    vector: RESET_REUSE,
    content: sections({
      description: ["Il link di reset della password resta valido dopo l'uso e per 7 giorni: chi lo ritrova può reimpostare di nuovo la password."],
      proof: [
        ['Chiedere il reset per partner-test@demo.example e usare il link ricevuto.'],
        ['Riaprire lo stesso link il giorno dopo: il modulo accetta una nuova password.'],
      ],
      impact: "Un link rimasto nella casella, in un proxy o nella cronologia basta a prendere l'account del partner.",
      mitigation: "Invalidare il token al primo uso e farlo scadere entro un'ora.",
    }),
    endpoint: 'https://partner.demo.example/password-reset/confirm',
    payload: null,
    environment: 'Chrome 131 su macOS 15',
    ipAddress: ANNA_IP,
    payment: 'accredited',
  },
  {
    key: 'orderNotesXss',
    program: 'partnerArea',
    by: 'hackerCipher',
    target: PARTNER_WEB,
    title: "XSS memorizzata nelle note dell'ordine ed eseguita nel back office",
    severity: 'medium',
    vector: STORED,
    content: sections({
      description: ["Le note che il partner scrive nell'ordine vengono mostrate senza codifica nella scheda ordine che vede il personale di Demo Srl."],
      proof: [
        ['Creare un ordine con la nota ', code('<img src=x onerror=alert(document.cookie)>'), '.'],
        ["Nella scheda dell'ordine l'alert compare a chi la apre (verificato con l'account partner di prova, che vede la stessa scheda)."],
      ],
      impact: 'Un partner esegue codice nel browser di chi gestisce gli ordini in Demo Srl.',
      mitigation: 'Codificare le note in uscita e limitare gli script con una Content-Security-Policy.',
    }),
    endpoint: 'https://partner.demo.example/ordini/nuovo',
    payload: '<img src=x onerror=alert(document.cookie)>',
    environment: 'Chrome 131 su macOS 15',
    ipAddress: ANNA_IP,
    payment: 'sentExternally',
  },
  {
    key: 'loginNoLockout',
    program: 'partnerArea',
    by: 'hackerCipher',
    target: PARTNER_WEB,
    title: "Nessun limite ai tentativi di accesso nell'area partner",
    severity: 'low',
    vector: NO_LOCKOUT,
    content: sections({
      description: ['Il login accetta tentativi illimitati per lo stesso account, senza ritardi né captcha.'],
      proof: [['500 tentativi in 2 minuti con Burp Intruder su partner-test@demo.example: tutte risposte 200, nessun blocco.']],
      impact: 'Rende possibile indovinare le password deboli dei partner.',
      mitigation: 'Limitare i tentativi per account e per indirizzo IP e proporre la verifica in due passaggi.',
    }),
    endpoint: 'https://partner.demo.example/login',
    payload: null,
    environment: 'Burp Suite Professional 2024.10',
    ipAddress: ANNA_IP,
    payment: 'skipped',
  },
  {
    key: 'loginRedirect',
    program: 'partnerArea',
    by: 'hackerKernel',
    target: PARTNER_WEB,
    title: 'Open redirect through the returnUrl parameter of the partner login',
    severity: 'medium',
    vector: FORGED,
    content: sections(
      {
        description: ['After signing in, the partner login redirects to ', code('returnUrl'), ' without checking that it belongs to partner.demo.example.'],
        proof: [
          ['Open ', code('https://partner.demo.example/login?returnUrl=https://attacker.example/login'), '.'],
          ['Sign in with partner-test@demo.example: the browser lands on attacker.example.'],
        ],
        impact: 'A phishing page can follow a real sign-in and ask the partner for the password again.',
        mitigation: 'Accept only relative paths in returnUrl.',
      },
      true,
    ),
    endpoint: 'https://partner.demo.example/login?returnUrl=https://attacker.example/login',
    payload: null,
    environment: 'Firefox 133 on Arch Linux',
    ipAddress: JONAS_IP,
    payment: 'processing',
  },
  {
    key: 'stackTraces',
    program: 'partnerArea',
    by: 'hackerKernel',
    target: PARTNER_API,
    title: 'Stack traces with internal paths in partner API error responses',
    severity: 'low',
    vector: DISCLOSURE,
    content: sections(
      {
        description: ['A malformed JSON body makes the partner API answer 500 with a full stack trace, including file paths and library versions.'],
        proof: [[code('POST /partner/v2/orders'), ' with the body ', code('{"items":'), ': the response shows the trace.']],
        impact: 'Tells an attacker the framework, its version and the layout of the server.',
        mitigation: 'Answer 400 for malformed bodies and never send stack traces to clients.',
      },
      true,
    ),
    endpoint: 'https://api.demo.example/partner/v2/orders',
    payload: '{"items":',
    environment: 'curl 8.11 on Arch Linux',
    ipAddress: JONAS_IP,
    payment: 'failedRetry',
  },
  {
    key: 'svgLogo',
    program: 'partnerArea',
    by: 'hackerKernel',
    target: PARTNER_WEB,
    title: 'SVG logo upload runs JavaScript on the partner profile page',
    severity: 'medium',
    vector: STORED,
    content: sections(
      {
        description: ['The partner logo accepts SVG files and serves them inline from partner.demo.example, so a script inside the SVG runs there.'],
        proof: [
          ['Upload a logo containing ', code('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>'), '.'],
          ['Open the logo URL: the alert shows partner.demo.example.'],
        ],
        impact: 'Anyone opening the logo link runs the partner’s script in the partner area.',
        mitigation: 'Convert logos to PNG on upload, or serve them from another domain with Content-Disposition: attachment.',
      },
      true,
    ),
    endpoint: 'https://partner.demo.example/profilo/logo',
    payload: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>',
    environment: 'Chromium 131 on Arch Linux',
    ipAddress: JONAS_IP,
    payment: 'failed',
  },
];

/** Why the super admin skips a payment: the money goes back to Demo Srl's wallet. */
export const SKIP_REASON =
  'Anna Ferrara ha trovato il problema durante il penetration test che Demo Srl le aveva già commissionato e pagato: d’accordo con lei, il premio non è dovuto.';

/** The external payment's proof and reason. */
export const EXTERNAL_PAYMENT = {
  reason: 'Pagato con bonifico singolo dal conto della piattaforma, fuori dal lotto: la ricercatrice aveva chiesto l’anticipo della fattura.',
  proof: {
    fileName: 'contabile-bonifico-cipher-anna.pdf',
    title: 'Contabile di bonifico SEPA',
    paragraphs: [
      'Ordinante: la piattaforma Bug Bounty. Beneficiaria: Anna Ferrara, IBAN IT11W0200801033000104237711.',
      'Causale: premio per la segnalazione "XSS memorizzata nelle note dell\'ordine ed eseguita nel back office" (Area riservata partner).',
      'Esito: eseguito.',
    ],
  },
};
