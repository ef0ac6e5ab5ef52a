/**
 * What the demo data says: Demo Srl's programs (ProseMirror JSON as the wizard's editor sends it),
 * the hackers' profiles and the bank statement the super admin imports. Addresses are under
 * `.example` and 192.0.2.0/24 (reserved for documentation), so nobody is sent to test a real system.
 */
import { DEFAULT_NON_QUALIFYING, type RichTextBlock, type RichTextDoc, type RichTextInline, type TargetType } from '@bb/domain';
import { DEMO_PLATFORM } from '../../src/config.ts';
import { DEMO_COMPANY_REFERENCE } from './demo-accounts.ts';

/** Rich text as the editor's `getJSON()` gives it: a string is plain text. */
export type Inline = string | RichTextInline;
const inline = (part: Inline): RichTextInline => (typeof part === 'string' ? { type: 'text', text: part } : part);
export const doc = (...content: RichTextBlock[]): RichTextDoc => ({ type: 'doc', content });
export const p = (...parts: Inline[]): RichTextBlock => ({ type: 'paragraph', content: parts.map(inline) });
export const h2 = (text: string): RichTextBlock => ({ type: 'heading', attrs: { level: 2 }, content: [inline(text)] });
const items = (list: Inline[][]) => list.map((parts) => ({ type: 'listItem' as const, content: [p(...parts)] }));
export const ul = (...list: Inline[][]): RichTextBlock => ({ type: 'bulletList', content: items(list) });
export const ol = (...list: Inline[][]): RichTextBlock => ({ type: 'orderedList', content: items(list) });
export const bold = (text: string): RichTextInline => ({ type: 'text', text, marks: [{ type: 'bold' }] });
export const code = (text: string): RichTextInline => ({ type: 'text', text, marks: [{ type: 'code' }] });
const link = (text: string, href: string): RichTextInline => ({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] });

const target = (name: string, type: TargetType, prizes: readonly [number, number, number, number]) => ({
  name,
  type,
  lowPrize: prizes[0],
  mediumPrize: prizes[1],
  highPrize: prizes[2],
  criticalPrize: prizes[3],
});
/** Demo Srl is a small technology company: the Base and Standard reward tiers of its risk class (programs/rules.ts). */
const BASE_PRIZES = [200, 720, 1800, 4500] as const;
const STANDARD_PRIZES = [300, 1080, 2700, 6750] as const;

/** The program form (programFormSchema) without the company, which the seed adds. */
export interface DemoProgram {
  name: string;
  isPublic: boolean;
  content: RichTextDoc;
  language: 'it';
  policy: null;
  scope: ReturnType<typeof target>[];
  outOfScope: RichTextDoc | null;
  nonQualifying: RichTextDoc;
  budget: number;
  priceTier: 'BASE' | 'STANDARD';
  rewardTier: 'BASE' | 'STANDARD';
  isManaged: boolean;
  verificationService: boolean;
}

const program = (values: Omit<DemoProgram, 'language' | 'policy' | 'nonQualifying'>): DemoProgram => ({
  language: 'it',
  policy: null,
  nonQualifying: DEFAULT_NON_QUALIFYING.it,
  ...values,
});

/** Active, public, managed, with Fix verification: the flagship. */
export const CUSTOMER_PORTAL = program({
  name: 'Portale clienti e app mobile',
  isPublic: true,
  content: doc(
    h2('Chi siamo'),
    p(
      'Demo Software sviluppa il gestionale in cloud usato da oltre 2.000 studi professionali italiani. Il portale clienti gestisce fatture, documenti e pagamenti: ',
      bold('la riservatezza dei dati dei nostri clienti viene prima di tutto'),
      '.',
    ),
    h2('Cosa cerchiamo'),
    ul(
      ['Accesso ai dati di altri clienti (IDOR, escalation di privilegi)'],
      ['Difetti di autenticazione e di gestione delle sessioni'],
      ['Injection (SQL, comandi, template) e XSS con un impatto dimostrato'],
      ['Nelle app: dati salvati in chiaro, deep link sfruttabili, certificate pinning aggirabile'],
    ),
    h2('Regole'),
    ul(
      ['Usate solo gli account di test che la piattaforma vi assegna'],
      ['Non superate 10 richieste al secondo verso i nostri sistemi'],
      ['Non leggete, modificate o cancellate dati di clienti reali: fermatevi alla prova del problema'],
    ),
    p('La documentazione delle API è su ', link('api.demo.example/docs', 'https://api.demo.example/docs'), '.'),
  ),
  scope: [
    target('portale.demo.example', 'WEB_APPLICATION', STANDARD_PRIZES),
    target('api.demo.example', 'API', STANDARD_PRIZES),
    target('App Android Demo Clienti (it.demosrl.clienti)', 'MOBILE_ANDROID', STANDARD_PRIZES),
    target('App iOS Demo Clienti', 'MOBILE_IOS', STANDARD_PRIZES),
  ],
  outOfScope: doc(ul(['Il sito istituzionale www.demo.example e il blog'], ['Servizi di terze parti: gateway di pagamento e chat di assistenza'])),
  budget: 15_000,
  priceTier: 'STANDARD',
  rewardTier: 'STANDARD',
  isManaged: true,
  verificationService: true,
});

export const CUSTOMER_PORTAL_TESTING_ACCOUNTS = [
  'Utente: cliente1@demo.example — Password: Prova-Portale-1! — Ruolo: cliente',
  'Utente: studio2@demo.example — Password: Prova-Portale-2! — Ruolo: amministratore di studio',
  'Utente: mobile3@demo.example — Password: Prova-Portale-3! — Ruolo: cliente con app mobile',
];

/** Active, private: invited hackers only. */
export const PARTNER_AREA = program({
  name: 'Area riservata partner',
  isPublic: false,
  content: doc(
    p("L'area riservata permette ai rivenditori autorizzati di gestire licenze, ordini e provvigioni."),
    p('Il programma è su invito: cerchiamo ricercatori esperti di ', bold('logica applicativa'), ' e di controllo degli accessi tra partner diversi.'),
  ),
  scope: [target('partner.demo.example', 'WEB_APPLICATION', BASE_PRIZES), target('api.demo.example/partner/v2', 'API', BASE_PRIZES)],
  outOfScope: null,
  budget: 7_500,
  priceTier: 'BASE',
  rewardTier: 'BASE',
  isManaged: false,
  verificationService: false,
});

export const PARTNER_AREA_TESTING_ACCOUNTS = ['Partner di prova: partner-test@demo.example — Password: Partner-Prova-2026!'];

/** Paused by the company. */
export const HR_SYSTEM = program({
  name: 'Gestionale HR interno',
  isPublic: true,
  content: doc(
    p('Il gestionale del personale: presenze, ferie, buste paga.'),
    p('Il programma è in pausa durante la migrazione al nuovo data center; riprenderà a lavori conclusi.'),
  ),
  scope: [target('hr.demo.example', 'WEB_APPLICATION', BASE_PRIZES), target('192.0.2.0/28', 'CIDR', BASE_PRIZES)],
  outOfScope: null,
  budget: 7_500,
  priceTier: 'BASE',
  rewardTier: 'BASE',
  isManaged: false,
  verificationService: false,
});

/** Sent by the finance member, waiting for the platform's approval. */
export const E_COMMERCE = program({
  name: 'Nuovo e-commerce',
  isPublic: true,
  content: doc(p('Il nuovo negozio online di Demo Software, in uscita a gennaio: catalogo, carrello, pagamenti e area ordini.')),
  scope: [target('shop.demo.example', 'WEB_APPLICATION', BASE_PRIZES), target('api.shop.demo.example', 'API', BASE_PRIZES)],
  outOfScope: null,
  budget: 7_500,
  priceTier: 'BASE',
  rewardTier: 'BASE',
  isManaged: true,
  verificationService: false,
});

/** Sent for approval; the platform asked for changes (a scope it can verify), the company has not resubmitted yet. */
export const SUPPLIER_PORTAL = program({
  name: 'Portale fornitori',
  isPublic: false,
  content: doc(p('Il portale dove i fornitori caricano offerte, fatture e documenti di qualità.')),
  scope: [target('fornitori.demo.example', 'WEB_APPLICATION', BASE_PRIZES)],
  outOfScope: null,
  budget: 7_500,
  priceTier: 'BASE',
  rewardTier: 'BASE',
  isManaged: false,
  verificationService: false,
});

export const SUPPLIER_PORTAL_CHANGES =
  "Il dominio fornitori.demo.example non risulta vostro nei registri DNS: aggiungete il record TXT di verifica oppure indicate un dominio dell'azienda, poi inviate di nuovo il programma.";

/** Sent for approval and rejected by the platform with its reason: its budget and fees went back to the wallet. */
export const THIRD_PARTY_SITE = program({
  name: 'Sito del distributore',
  isPublic: true,
  content: doc(p('Il sito del nostro distributore regionale.')),
  scope: [target('distributore.example.net', 'WEB_APPLICATION', BASE_PRIZES)],
  outOfScope: null,
  budget: 7_500,
  priceTier: 'BASE',
  rewardTier: 'BASE',
  isManaged: false,
  verificationService: false,
});

export const THIRD_PARTY_SITE_REJECTION =
  "Il sito appartiene a un'altra azienda: un programma può mettere in scope solo sistemi vostri o che avete l'autorizzazione scritta a far testare.";

/** Approved, then deleted: its unspent budget went back to the wallet. */
export const OLD_WEBSITE = program({
  name: 'Sito vetrina 2025',
  isPublic: true,
  content: doc(p('Il vecchio sito istituzionale, sostituito dal nuovo portale.')),
  scope: [target('www2025.demo.example', 'WEB_APPLICATION', BASE_PRIZES)],
  outOfScope: null,
  budget: 7_500,
  priceTier: 'BASE',
  rewardTier: 'BASE',
  isManaged: true,
  verificationService: false,
});

/** A draft the program manager is still writing (programDraftSchema: anything may be missing). */
export const LOYALTY_APP_DRAFT = {
  name: 'App fedeltà',
  isPublic: true,
  content: doc(p('Bozza: la nuova app della carta fedeltà. Da completare con gli obiettivi e il budget.')),
  language: 'it',
  scope: [{ name: 'fedelta.demo.example', type: 'WEB_APPLICATION' }],
  isManaged: true,
};

export const DEMO_COMPANY_BIO = {
  website: 'https://www.demo.example',
  description:
    'Demo Software sviluppa dal 2009 il gestionale in cloud per studi professionali: contabilità, documenti e pagamenti per oltre 2.000 clienti in Italia.',
};

/** The second company: registered, waiting for the super admin's approval. */
export const PENDING_COMPANY = {
  name: 'Aurora Pagamenti',
  businessname: 'Aurora Pagamenti S.r.l.',
  vat: '04567890126',
  pec: 'aurora@pec.demo.bugbounty.local',
  sdi: 'M5UXCR1',
  address: 'Corso Vittorio Emanuele II 15',
  city: 'Torino',
  cap: '10121',
  state: 'TO',
  country: 'ITA',
  sector: 'FINANCIAL',
  employees: 'MEDIUM',
};

/** PUT /api/profile for each hacker: the Profile tab and, for the demo hacker, the Personal information tab. */
export const HACKER_PROFILES = {
  hacker: {
    profileDescription:
      'Penetration tester a Milano, specializzata in applicazioni web e API. Certificata OSCP, racconto i miei bug alle conferenze italiane di sicurezza.',
    skills: ['Web application', 'API', 'OWASP Top 10', 'Burp Suite'],
    website: 'https://giuliarossi.example',
    firstName: 'Giulia',
    lastName: 'Rossi',
    dateOfBirth: '1994-03-12',
    birthPlace: 'Milano',
    countryOfBirth: 'ITA',
    countryOfResidence: 'ITA',
  },
  hackerVolpe: {
    profileDescription: 'Bug hunter da Bologna: app mobile e reverse engineering.',
    skills: ['Android', 'iOS', 'Reverse engineering'],
    countryOfResidence: 'ITA',
  },
  hackerByte: {
    profileDescription: 'Sviluppatrice backend passata alla sicurezza: injection e logica applicativa.',
    skills: ['SQL injection', 'Business logic', 'Node.js'],
    countryOfResidence: 'ITA',
  },
  hackerNull: {
    profileDescription: 'Cloud security engineer a Barcellona.',
    skills: ['Cloud', 'AWS', 'Kubernetes'],
    countryOfResidence: 'ESP',
  },
} as const;

/**
 * The Payments tab of the hackers who report themselves (verified through the sandbox provider
 * first): tax regime with a valid codice fiscale or foreign tax id, IBAN and BIC. volpe_rossa has
 * none: the report staff send on his behalf leaves his payment waiting for his information.
 */
export const HACKER_PAYMENTS = {
  // Italian occasional self-employment.
  hacker: {
    regime: {
      residenceCountry: 'ITA',
      taxRegime: 'it_occasional_self_employed',
      taxId: 'RSSGLI94C52F205P',
      residenceState: 'MI',
      residenceAddress: 'Via Solferino 22',
      residenceCity: 'Milano',
      residenceCap: '20121',
    },
    // Her own account: never the platform's (DEMO_PLATFORM.iban, the debtor of every SEPA batch).
    bank: { iban: 'IT64R0306909606100000074812', swift: 'BCITITMMXXX' },
  },
  hackerByte: {
    regime: {
      residenceCountry: 'ITA',
      taxRegime: 'it_occasional_employee',
      taxId: 'GLLCHR91L63A944J',
      residenceState: 'BO',
      residenceAddress: 'Via Zamboni 8',
      residenceCity: 'Bologna',
      residenceCap: '40126',
    },
    bank: { iban: 'IT60X0306909606100000063579', swift: 'BCITITMMXXX' },
  },
  hackerNull: {
    regime: {
      residenceCountry: 'ESP',
      taxRegime: 'foreign_occasional',
      taxId: 'X1234567L',
      residenceState: 'CT',
      residenceAddress: 'Carrer de Mallorca 120',
      residenceCity: 'Barcelona',
      residenceCap: '08036',
    },
    bank: { iban: 'ES9121000418450200051332', swift: 'CAIXESBBXXX' },
  },
} as const;

/**
 * Transfers the super admin records by hand, each with what happens next. Dates are fixed (in the
 * past) so the lists look the same on every machine.
 */
export const RECORDED_TRANSFERS = [
  { amount: 36_600, date: '2026-10-01', payerName: 'Demo Software S.r.l.', description: `Ricarica wallet ${DEMO_COMPANY_REFERENCE}`, then: 'sendInvoice' },
  {
    amount: 24_400,
    date: '2026-11-03',
    payerName: 'Demo Software S.r.l.',
    description: `Ricarica budget programmi ${DEMO_COMPANY_REFERENCE}`,
    then: 'keepInvoice',
  },
  {
    amount: 1_220,
    date: '2026-11-10',
    payerName: 'Demo Software S.r.l.',
    description: `Integrazione budget ${DEMO_COMPANY_REFERENCE}`,
    then: 'skipInvoice',
  },
  { amount: 250, date: '2026-11-12', payerName: 'Condominio Via Verdi 12', description: 'Rimborso spese condominiali', then: 'skip' },
  { amount: 49.9, date: '2026-11-14', payerName: 'Negozio Online S.p.A.', description: 'Rimborso ordine 402-1234567', then: 'skipWithoutInvoice' },
] as const;

/** The admin's adjustment of Demo Srl's balance (euro). */
export const WELCOME_CREDIT = 10_000;

/** A credit of the statement below: one camt.053 entry. */
interface StatementEntry {
  reference: string;
  amount: string;
  credit: boolean;
  payer: string;
  remittance: string;
}

const STATEMENT_DATE = '2026-11-20';
const STATEMENT_ENTRIES: StatementEntry[] = [
  { reference: '2026112000000101', amount: '6100.00', credit: true, payer: 'DEMO SOFTWARE S.R.L.', remittance: `RICARICA WALLET ${DEMO_COMPANY_REFERENCE}` },
  { reference: '2026112000000102', amount: '1830.00', credit: true, payer: 'ESPOSITO MARIO', remittance: 'SALDO FATTURA 118/2026' },
  { reference: '2026112000000103', amount: '15.00', credit: false, payer: 'BANCA DEMO', remittance: 'COMMISSIONI TENUTA CONTO' },
];

const entryXml = (entry: StatementEntry) => `
      <Ntry>
        <Amt Ccy="EUR">${entry.amount}</Amt>
        <CdtDbtInd>${entry.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${STATEMENT_DATE}</Dt></BookgDt>
        <ValDt><Dt>${STATEMENT_DATE}</Dt></ValDt>
        <AcctSvcrRef>${entry.reference}</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <RltdPties><${entry.credit ? 'Dbtr' : 'Cdtr'}><Nm>${entry.payer}</Nm></${entry.credit ? 'Dbtr' : 'Cdtr'}></RltdPties>
            <RmtInf><Ustrd>${entry.remittance}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;

/** The platform account's daily statement (camt.053.001.02): two incoming transfers to sort out and the bank's fee. */
export const BANK_STATEMENT = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>DEMO-053-20261120</MsgId><CreDtTm>2026-11-21T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>DEMO-20261120-001</Id>
      <CreDtTm>2026-11-21T06:00:00</CreDtTm>
      <Acct><Id><IBAN>${DEMO_PLATFORM.iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>${STATEMENT_ENTRIES.map(entryXml).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;

/** A quote request and a demo booking as visitors send them from the company landing (/for-companies). */
export function demoSiteRequests(demoDate: string) {
  return [
    {
      kind: 'quote',
      name: 'Marco Bellini',
      email: 'marco.bellini@logisticanord.example',
      company: 'Logistica Nord S.p.A.',
      phone: '+39 02 1234 5678',
      message: 'Portale clienti, app di tracciamento e API per i corrieri: vorremmo un programma gestito da 20.000 € per il primo semestre.',
    },
    {
      kind: 'demo',
      name: 'Sara Conti',
      email: 'sara.conti@farmaciaonline.example',
      company: 'Farmacia Online S.r.l.',
      preferredDate: demoDate,
      message: 'Ci interessano la fix verification e la fatturazione elettronica.',
    },
  ] as const;
}
