import type { WikiSource } from '@bb/domain';

/** The support wiki in Italian; the same ids, in the same order, as entries.en.ts (the tests check it). */
export const WIKI_ENTRIES_IT: readonly WikiSource[] = [
  {
    id: 'fund-wallet-bank-transfer',
    category: 'companies',
    title: 'Ricaricare il wallet con un bonifico',
    keywords: ['ricarica', 'deposito', 'bonifico', 'causale', 'codice di riferimento', 'BB-', 'wallet', 'saldo', 'IBAN'],
    body: `Il wallet dell'azienda si ricarica con un bonifico all'IBAN della piattaforma, indicato nella pagina Wallet.

Nella causale scrivi il codice di riferimento della tua azienda: inizia con BB- seguito da 8 caratteri (ad esempio BB-DEMS2K26) ed è mostrato nella stessa pagina. È il codice che ci permette di attribuire il bonifico alla tua azienda: senza, il deposito resta da abbinare a mano e i tempi si allungano.

Quando il bonifico arriva, la piattaforma lo registra e lo approva: il wallet riceve l'importo al netto dell'IVA (con IVA al 22%, un bonifico di 1.220,00 euro accredita 1.000,00 euro) e viene emessa la fattura. Il saldo disponibile serve a finanziare il budget dei programmi e le relative commissioni.`,
  },
  {
    id: 'vat-fatturapa-invoices',
    category: 'companies',
    title: 'IVA e fatture elettroniche (FatturaPA)',
    keywords: ['IVA', 'fattura', 'fatture', 'FatturaPA', 'SDI', 'codice destinatario', 'PEC', 'partita IVA', 'reverse charge', 'esenzione'],
    body: `Per ogni ricarica del wallet la piattaforma emette una fattura elettronica FatturaPA (tipo documento TD02, anticipo su servizi), numerata per anno senza salti e inviata al Sistema di Interscambio (SDI) con il codice destinatario o la PEC dei dati fiscali dell'azienda.

Per le aziende italiane l'IVA è al 22%: il wallet riceve l'imponibile e l'IVA compare in fattura. Per le aziende di altri Stati UE l'operazione è senza IVA (art. 7-ter DPR 633/72, natura N2.1) e il wallet riceve l'intero importo.

Ragione sociale, partita IVA, PEC, codice SDI e paese compaiono in fattura: un amministratore dell'azienda può chiederne la modifica dal profilo aziendale, e la piattaforma la approva prima che valga per le fatture successive.`,
  },
  {
    id: 'create-program',
    category: 'companies',
    title: 'Creare un programma di bug bounty',
    keywords: ['programma', 'nuovo programma', 'creare', 'wizard', 'target', 'scope', 'premi', 'bozza', 'revisione', 'approvazione'],
    body: `Dalla pagina Programmi avvia la creazione guidata: nome e descrizione, i target in scope (domini, applicazioni web, API, app Android e iOS, reti), i premi per gravità (bassa, media, alta, critica), i servizi (gestito, Fix verification) e il budget.

I premi e il budget sono in euro interi. Dalla media in su ogni premio deve raggiungere la soglia minima della piattaforma; la gravità bassa può essere anche 0. Puoi salvare una bozza e completarla più tardi: la bozza non addebita nulla.

Alla conferma il wallet viene addebitato del budget più le commissioni e il programma passa in revisione. Lo staff della piattaforma lo approva, chiede modifiche (il programma torna a te per essere corretto e reinviato) oppure lo rifiuta con un motivo, restituendo budget e commissioni. Una volta approvato il programma è attivo e riceve segnalazioni.`,
  },
  {
    id: 'program-fees',
    category: 'companies',
    title: 'Le commissioni di un programma',
    keywords: ['commissioni', 'costi', 'prezzo', 'fee', 'gestito', 'Fix verification', 'coupon', 'sconto', 'aumento budget', 'no bug no fee'],
    body: `Non ci sono canoni: paghi le ricompense delle vulnerabilità valide ("no bug, no fee"). Il budget che assegni a un programma resta tuo finché non viene speso in ricompense.

Sul budget si aggiungono due commissioni facoltative, calcolate a ogni assegnazione (creazione, conferma di una bozza, aumento del budget) con le percentuali in vigore in quel momento: il servizio gestito (10% del budget) e la Fix verification (5% del budget). Un coupon della piattaforma può ridurle. I prezzi si intendono IVA esclusa se dovuta.

Se elimini un programma ti viene restituito il budget non speso; le commissioni tornano solo se la piattaforma rifiuta il programma in revisione. Gestito e Fix verification non si possono cambiare dopo la conferma, perché sono già stati pagati.`,
  },
  {
    id: 'managed-vs-self-managed',
    category: 'companies',
    title: 'Programma gestito o autogestito',
    keywords: ['gestito', 'autogestito', 'managed', 'self-managed', 'triage', 'triager', 'revisione', 'approvazione'],
    body: `In un programma gestito le segnalazioni le esaminano i triager della piattaforma: le prendono in carico, chiedono informazioni all'hacker, verificano la vulnerabilità e ti mandano una revisione con la gravità proposta. Tu approvi la revisione e decidi la ricompensa. Le ricompense dei programmi gestiti vengono pagate agli hacker entro 14 giorni.

In un programma autogestito se ne occupa il tuo team: i membri con il ruolo di triager prendono in carico e valutano le segnalazioni, e chi ha il permesso di ricompensare decide l'importo. Le ricompense vengono pagate entro 21 giorni.

La scelta si fa alla creazione e non cambia più dopo la conferma: il servizio gestito costa il 10% del budget.`,
  },
  {
    id: 'fix-verification-retests',
    category: 'companies',
    title: 'Fix verification e retest',
    keywords: ['Fix verification', 'retest', 'correzione', 'fix', 'risolto', 'verifica', 'fallito', 'commissione retest'],
    body: `Con la Fix verification, quando segni una segnalazione come risolta si apre un retest: qualcuno verifica che la correzione funzioni davvero, entro 5 giorni lavorativi.

Il retest lo fa lo staff della piattaforma oppure, se nel programma lo hai scelto, l'hacker che ha trovato la vulnerabilità. All'hacker che esegue il retest spetta la commissione di retest (50 euro salvo diversa impostazione della piattaforma), presa dal budget del programma; se il budget non basta, il retest passa allo staff.

Se il retest conferma la correzione, la segnalazione resta risolta. Se fallisce, torna tra quelle ricompensate con la nota e le prove di chi l'ha verificata: quando hai corretto di nuovo, segnala di nuovo come risolta e si apre un nuovo retest.`,
  },
  {
    id: 'budget-rule-pause',
    category: 'companies',
    title: 'Perché il mio programma è in pausa? La regola del budget',
    keywords: ['pausa', 'in pausa', 'sospeso', 'budget', 'budget esaurito', 'riattivare', 'aumentare il budget', 'riprendere'],
    body: `Un programma attivo si mette in pausa da solo quando il budget rimasto (il budget meno quanto già pagato e quanto riservato alle segnalazioni prese in carico) scende sotto il suo premio più basso diverso da zero. Così nessun hacker lavora per una ricompensa che il programma non può pagare.

Per ripartire aumenta il budget dalla pagina del programma: appena il budget rimasto torna a coprire quel premio, il programma riprende da solo. Un programma in pausa non riceve nuove segnalazioni, ma quelle già arrivate continuano il loro corso.

Una pausa decisa da te non viene mai tolta automaticamente: la riprendi tu quando vuoi, se il budget basta.`,
  },
  {
    id: 'rewards-cvss-severity',
    category: 'companies',
    title: 'Ricompense e gravità CVSS 4.0',
    keywords: ['ricompensa', 'premio', 'bounty', 'gravità', 'severity', 'CVSS', 'CVSS 4.0', 'vettore', 'punteggio', 'critica'],
    body: `La gravità di una segnalazione segue il suo vettore CVSS 4.0: il punteggio calcolato decide se è bassa, media, alta o critica. Per cambiarla si cambiano le metriche del vettore oppure si rimuove il vettore e si sceglie la gravità a mano; abbassarla richiede un motivo, che l'hacker legge.

Quando una segnalazione viene presa in carico, il premio del target per quella gravità viene riservato sul budget del programma. Alla ricompensa puoi pagare il premio o un importo diverso, fino al budget rimasto più la riserva della segnalazione: la finestra di ricompensa mostra il massimo.

La ricompensa è definitiva: passa dal budget all'hacker e apre il suo pagamento.`,
  },
  {
    id: 'response-targets',
    category: 'companies',
    title: 'Tempi di risposta',
    keywords: ['tempi di risposta', 'SLA', 'scadenza', 'prima risposta', 'triage', 'risoluzione', 'in ritardo', 'giorni lavorativi'],
    body: `Ogni segnalazione ha obiettivi di risposta in giorni lavorativi dall'invio: prima risposta entro 2, triage entro 5, ricompensa entro 14 nei programmi gestiti e 21 negli autogestiti, risoluzione entro 90.

Le liste evidenziano le segnalazioni vicine alla scadenza (meno di 24 ore) e quelle già in ritardo. Le statistiche del programma mostrano la mediana e il 90° percentile dei tempi degli ultimi 90 giorni e la quota di risposte puntuali: gli hacker le vedono nella pagina pubblica del programma.`,
  },
  {
    id: 'kyc-identity-verification',
    category: 'hackers',
    title: "Verifica dell'identità (KYC)",
    keywords: ['KYC', 'verifica identità', 'documento', 'Sumsub', 'verificato', 'rifiutato', 'riprova'],
    body: `Prima di inviare segnalazioni e ricevere pagamenti devi verificare la tua identità. Dal tuo account avvia la verifica: il nostro fornitore (Sumsub) ti chiede un documento d'identità e, di solito, un selfie.

Lo stato passa da "in attesa" ad "approvato", oppure a "da ripetere" se serve un nuovo tentativo (ad esempio una foto illeggibile), o a "rifiutato". Con "da ripetere" puoi ricominciare la verifica dallo stesso punto.

Per inviare segnalazioni servono, in quest'ordine: la verifica approvata, il regime fiscale e un IBAN.`,
  },
  {
    id: 'tax-regimes',
    category: 'hackers',
    title: 'Regimi fiscali degli hacker',
    keywords: ['regime fiscale', 'tasse', 'ritenuta', "ritenuta d'acconto", 'partita IVA', 'forfettario', 'prestazione occasionale', 'estero', 'bollo'],
    body: `Nelle impostazioni di pagamento scegli il regime fiscale con cui ricevi le ricompense. Chi risiede in Italia sceglie un regime italiano, chi risiede all'estero uno estero.

Regime ordinario con partita IVA: alla ricompensa si aggiunge l'IVA al 22% e si trattiene la ritenuta d'acconto del 20%. Regime forfettario: nessuna IVA né ritenuta; sopra 77,47 euro è dovuta l'imposta di bollo da 2 euro, che ti mostriamo ma non tratteniamo. Prestazione occasionale (da lavoratore dipendente o autonomo): ritenuta d'acconto del 20% e, oltre la soglia annua, i contributi INPS. Residenti all'estero, con o senza partita IVA: nessuna trattenuta in Italia.

Cambiare regime vale per i pagamenti non ancora confermati: quelli confermati restano con i dati del momento della conferma.`,
  },
  {
    id: 'occasional-work-inps',
    category: 'hackers',
    title: 'Prestazione occasionale e soglia INPS di 5.000 euro',
    keywords: ['INPS', 'gestione separata', 'contributi', 'soglia', '5000', 'prestazione occasionale', 'ritenuta'],
    body: `Con la prestazione occasionale, quando confermi un pagamento indichi quanto hai già ricevuto quest'anno, da chiunque, per lavoro occasionale (senza contare questo pagamento).

Se il totale dell'anno, con questa ricompensa, supera 5.000 euro, sulla parte eccedente (mai più della ricompensa) sono dovuti i contributi alla Gestione Separata INPS: un terzo è a tuo carico e viene trattenuto dal bonifico (11,24%), due terzi sono a carico della piattaforma (22,48%). La finestra di conferma ricalcola le cifre mentre scrivi.

Sotto la soglia non si versano contributi: resta solo la ritenuta d'acconto del 20%.`,
  },
  {
    id: 'iban-sepa-payouts',
    category: 'hackers',
    title: 'IBAN e pagamenti SEPA: entro 21 o 14 giorni',
    keywords: ['IBAN', 'BIC', 'SWIFT', 'SEPA', 'bonifico', 'pagamento', 'quando vengo pagato', 'tempi di pagamento', 'conto bancario'],
    body: `Le ricompense arrivano con un bonifico SEPA sul conto che indichi nelle impostazioni di pagamento (intestatario e IBAN; il BIC serve solo per conti fuori dall'area SEPA).

Dopo la ricompensa confermi il pagamento con le cifre mostrate (lordo, eventuali IVA, ritenuta e contributi, importo del bonifico); da quel momento i dati sono congelati. La piattaforma approva il pagamento e lo invia con il lotto di bonifici successivo. Le ricompense valide vengono pagate entro 21 giorni, 14 per i programmi gestiti.

Se la banca rifiuta l'IBAN, il pagamento te lo segnala: correggi il conto nelle impostazioni e conferma di nuovo.`,
  },
  {
    id: 'occasional-work-receipt',
    category: 'hackers',
    title: 'La ricevuta da firmare',
    keywords: ['ricevuta', 'firma', 'firmare', 'documenti', 'caricare', 'marca da bollo', 'PDF', 'prestazione occasionale'],
    body: `Con un regime di prestazione occasionale, dopo la conferma il pagamento aspetta la ricevuta. Scaricala in PDF dalla pagina del pagamento: riporta compenso, ritenuta, contributi INPS e il totale dell'anno che hai indicato.

Firmala e caricala nello stesso punto. Sopra 77,47 euro la ricevuta richiede la marca da bollo da 2 euro (D.P.R. 642/1972). Dopo il caricamento il pagamento passa all'approvazione della piattaforma e poi al bonifico.`,
  },
  {
    id: 'reporting-rules',
    category: 'hackers',
    title: 'Regole per le segnalazioni',
    keywords: ['segnalazione', 'report', 'regole', 'scope', 'fuori scope', 'invalida', 'informativa', 'spam', 'ricevuta SHA-256', 'allegati'],
    body: `Segnala solo vulnerabilità sui target in scope di un programma attivo, rispettando le regole del programma e gli account di test che ti vengono assegnati. Descrivi passi, endpoint, payload e impatto, allega le prove e, se puoi, il vettore CVSS 4.0.

All'invio ricevi una ricevuta con l'impronta SHA-256 del contenuto e l'ora del server: prova cosa hai inviato e quando. Una segnalazione può essere rifiutata come duplicata, fuori scope, non valida, informativa o spam.

Un programma in pausa non accetta segnalazioni. Le segnalazioni ricompensate possono essere condivise, e la condivisione fa guadagnare punti.`,
  },
  {
    id: 'duplicates',
    category: 'hackers',
    title: 'Segnalazioni duplicate',
    keywords: ['duplicato', 'duplicata', 'originale', 'già segnalato', 'impronta', 'fingerprint'],
    body: `Una segnalazione è duplicata quando la stessa vulnerabilità è già stata segnalata da qualcuno prima di te. In quel caso vedi l'id della segnalazione originale, l'ora di invio, la gravità, lo stato e la sua impronta SHA-256, ma non il contenuto.

Una segnalazione duplicata non riceve ricompensa, ma ti fa guadagnare 2 punti.`,
  },
  {
    id: 'points-leaderboard',
    category: 'hackers',
    title: 'Punti e classifica',
    keywords: ['punti', 'classifica', 'leaderboard', 'hall of fame', 'posizione', 'programmi privati', 'punteggio'],
    body: `Guadagni punti con le decisioni sulle tue segnalazioni: ricompensata bassa 10, media 25, alta 50, critica 100; duplicata 2; informativa 1; 5 per aver condiviso una segnalazione ricompensata.

La classifica pubblica ordina gli hacker per punti; ogni programma ha la sua hall of fame. I punteggi più alti aprono inviti ai programmi privati e gli account di test dei programmi che richiedono un punteggio minimo.`,
  },
  {
    id: 'two-factor-authentication',
    category: 'account',
    title: 'Autenticazione a due fattori',
    keywords: ['due fattori', '2FA', 'OTP', 'TOTP', 'app di autenticazione', 'codici di recupero', 'sicurezza'],
    body: `In Account, sezione Sicurezza, attiva l'autenticazione a due fattori: scansiona il codice QR con un'app di autenticazione (ogni app TOTP va bene) e conferma con il codice di 6 cifre.

Alla conferma ricevi 10 codici di recupero, mostrati una sola volta: conservali in un posto sicuro. Se perdi il telefono, accedi con uno di essi al posto del codice; ogni codice vale una volta e ricevi un'email quando ne usi uno. Puoi generarne di nuovi dalla stessa sezione.

Per lo staff e gli amministratori della piattaforma l'autenticazione a due fattori è obbligatoria.`,
  },
  {
    id: 'password-reset',
    category: 'account',
    title: 'Password dimenticata',
    keywords: ['password', 'password dimenticata', 'reimpostare', 'reset', 'accesso', 'bloccato', 'troppi tentativi'],
    body: `Dalla pagina di accesso scegli "Password dimenticata" e inserisci la tua email: se corrisponde a un account ti mandiamo un link per sceglierne una nuova. Il link vale una volta sola.

Dopo il cambio tutte le sessioni aperte terminano. Dopo 10 tentativi falliti in 15 minuti l'accesso si blocca per un po', anche con la password giusta: aspetta e riprova.`,
  },
  {
    id: 'language',
    category: 'account',
    title: 'Cambiare lingua',
    keywords: ['lingua', 'italiano', 'inglese', 'English', 'traduzione'],
    body: `La piattaforma è in italiano e in inglese. Cambia lingua dalla voce Lingua del menu: la scelta resta in questo browser e, se hai effettuato l'accesso, viene salvata anche nel tuo account.

Le email ti arrivano nella lingua del tuo account; i messaggi della piattaforma seguono la lingua che stai usando.`,
  },
  {
    id: 'email-notifications',
    category: 'account',
    title: 'Notifiche email e disiscrizione',
    keywords: ['notifiche', 'email', 'disiscriversi', 'disiscrizione', 'unsubscribe', 'preferenze'],
    body: `In Account, scheda Notifiche, scegli quali email ricevere: ogni tipo si attiva o disattiva separatamente. Le notifiche dentro la piattaforma arrivano comunque, e quelle più vecchie di 90 giorni vengono cancellate.

Le email legate alla sicurezza dell'account (attivazione, reimpostazione della password, cambio email, codici di recupero usati) arrivano sempre.`,
  },
  {
    id: 'deactivate-account',
    category: 'account',
    title: "Disattivare l'account",
    keywords: ['disattivare', 'eliminare account', 'cancellare account', 'chiudere account', 'privacy'],
    body: `In Account, sezione Sicurezza, puoi disattivare il tuo account confermando con la password. Dopo la disattivazione non puoi più accedere e il tuo profilo pubblico non è più visibile.

Segnalazioni, pagamenti e fatture restano registrati, perché altri e la legge vi fanno riferimento. Prima di disattivare, controlla di aver ricevuto i pagamenti in corso.`,
  },
];
