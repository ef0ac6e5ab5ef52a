/**
 * Every error code the API can answer, defined once with its HTTP status and its
 * Italian and English message. The server answers `{ code, message, fields? }`;
 * the web app translates the code (never the message text).
 */
import type { Language } from './i18n.ts';

interface ErrorDefinition {
  status: number;
  it: string;
  en: string;
}

const define = <T extends Record<string, ErrorDefinition>>(table: T) => table;

// Marked pure: a bundle that only needs the codes' names leaves the table out.
export const ERRORS = /*#__PURE__*/ define({
  // 400: business rules (spec part 2 section 8, and part 1 section 8)
  FEATURE_DISABLED: {
    status: 400,
    it: 'Funzionalità momentaneamente non disponibile, riprova più tardi.',
    en: 'This feature is temporarily unavailable, try again later.',
  },
  REGISTRATION_DISABLED: {
    status: 400,
    it: 'Le registrazioni sono momentaneamente sospese, riprova più tardi.',
    en: 'Registration is temporarily unavailable, try again later.',
  },
  LOGIN_DISABLED: {
    status: 400,
    it: "L'accesso è momentaneamente sospeso, riprova più tardi.",
    en: 'Sign-in is temporarily unavailable, try again later.',
  },
  REFERRAL_ALREADY_SUBMITTED: { status: 400, it: 'Hai già utilizzato un codice invito.', en: 'You have already used an invitation code.' },
  INVALID_OTP: { status: 400, it: 'Il codice di verifica non è valido.', en: 'The verification code is not valid.' },
  OTP_INITIALIZATION_EXPIRED: {
    status: 400,
    it: "La configurazione dell'autenticazione a due fattori è scaduta, ricominciala.",
    en: 'Two-factor set-up has expired, start it again.',
  },
  OTP_ALREADY_INITIALIZED: { status: 400, it: "L'autenticazione a due fattori è già attiva.", en: 'Two-factor authentication is already enabled.' },
  REQUEST_EXPIRED: { status: 400, it: 'Il link è già stato utilizzato oppure è scaduto.', en: 'The link has already been used or has expired.' },
  INVALID_PASSWORD: { status: 400, it: 'La password non è corretta.', en: 'The password is not correct.' },
  INVALID_CODE: { status: 400, it: 'Il link non è valido o è scaduto: richiedine uno nuovo.', en: 'The link is not valid or has expired: request a new one.' },
  OPT_OUT_LINK_INVALID: {
    status: 400,
    it: 'Il link per disattivare queste email non è valido o è scaduto: puoi cambiare le notifiche dalle impostazioni del tuo account.',
    en: 'The link to stop these emails is not valid or has expired: you can change your notifications in your account settings.',
  },
  USERNAME_EXISTS: { status: 400, it: 'Questo username è già in uso.', en: 'This username is already taken.' },
  FORBIDDEN_USERNAME: { status: 400, it: 'Questo username non è consentito.', en: 'This username is not allowed.' },
  EMAIL_EXISTS: { status: 400, it: 'Esiste già un account con questa email.', en: 'An account with this email already exists.' },
  BALANCE_LOW: { status: 400, it: 'Fondi insufficienti: ricarica il wallet.', en: 'Insufficient funds: top up the wallet.' },
  COMPANY_ALREADY_REGISTERED: { status: 400, it: "Hai già registrato un'azienda.", en: 'You have already registered a company.' },
  COMPANY_NOT_ACTIVE: {
    status: 400,
    it: "L'azienda non è ancora stata approvata: puoi solo salvare bozze.",
    en: 'The company has not been approved yet: you can only save drafts.',
  },
  OWN_USER: { status: 400, it: 'Non puoi modificare il tuo stesso ruolo.', en: 'You cannot change your own role.' },
  TOO_FEW_ADMINISTRATORS: {
    status: 400,
    it: "È necessario almeno un amministratore nell'azienda.",
    en: 'At least one administrator is required in the company.',
  },
  KYC_NOT_APPROVED: { status: 400, it: "La verifica dell'identità non è stata approvata.", en: 'Identity verification has not been approved.' },
  KYC_NOT_VERIFIED: { status: 400, it: "Devi completare la verifica dell'identità.", en: 'You need to complete identity verification.' },
  TAX_REGIME_NOT_CONFIGURED: { status: 400, it: 'Configura il regime fiscale.', en: 'Configure your tax regime.' },
  PAYMENT_METHOD_NOT_CONFIGURED: { status: 400, it: 'Configura il metodo di pagamento.', en: 'Configure your payment method.' },
  PROGRAM_NOT_ACTIVE: { status: 400, it: 'Il programma non è attivo.', en: 'The program is not active.' },
  PROGRAM_LOW_BUDGET: { status: 400, it: 'Il budget del programma non è sufficiente.', en: "The program's budget is not sufficient." },
  INVALID_PROGRAM_STATUS: {
    status: 400,
    it: 'Operazione non consentita nello stato attuale del programma.',
    en: "This action is not allowed in the program's current status.",
  },
  TARGET_NOT_FOUND: { status: 400, it: 'Target non trovato.', en: 'Target not found.' },
  REQUIREMENTS_NOT_MET: { status: 400, it: 'Non soddisfi i requisiti richiesti.', en: 'You do not meet the requirements.' },
  LAST_TESTING_ACCOUNT: {
    status: 400,
    it: 'Il programma deve avere almeno un account di test: aggiungine un altro prima di eliminare questo.',
    en: 'A program keeps at least one testing account: add another before deleting this one.',
  },
  NO_TESTING_ACCOUNT_AVAILABLE: { status: 400, it: 'Nessun account di test disponibile.', en: 'No testing account is available.' },
  INVALID_REPORT_STATUS: {
    status: 400,
    it: 'Operazione non consentita nello stato attuale del report.',
    en: "This action is not allowed in the report's current status.",
  },
  REPORT_ALREADY_STARTED: { status: 400, it: 'Il report è già stato preso in carico.', en: 'The report has already been taken in charge.' },
  INVALID_RETEST_STATUS: {
    status: 400,
    it: 'Nessun retest in attesa su questo report: ricarica la pagina.',
    en: 'No retest is waiting on this report: reload the page.',
  },
  INVALID_REPORT_PUBLISH: { status: 400, it: 'Il report è già stato condiviso.', en: 'The report has already been shared.' },
  INVALID_PAYMENT_SETTINGS_VERSION: {
    status: 400,
    it: 'I dati di pagamento sono cambiati: ricarica la pagina e riprova.',
    en: 'Payment settings have changed: reload the page and try again.',
  },
  PAYMENT_ALREADY_CONFIRMED: { status: 400, it: 'Il pagamento è già stato confermato.', en: 'The payment has already been confirmed.' },
  INVALID_PAYMENT_STATUS: {
    status: 400,
    it: 'Operazione non consentita nello stato attuale del pagamento: ricarica la pagina.',
    en: "This action is not allowed in the payment's current status: reload the page.",
  },
  INVALID_DEPOSIT_STATUS: {
    status: 400,
    it: 'Il bonifico è già stato gestito: ricarica la pagina.',
    en: 'This transfer has already been handled: reload the page.',
  },
  INVALID_CHANGE_REQUEST_STATUS: {
    status: 400,
    it: 'La richiesta di modifica è già stata gestita: ricarica la pagina.',
    en: 'This change request has already been handled: reload the page.',
  },
  CHANGE_REQUEST_PENDING: {
    status: 400,
    it: 'È già in attesa una richiesta di modifica dei dati fiscali: attendi la decisione o ritirala prima di inviarne una nuova.',
    en: 'A fiscal data change request is already waiting: wait for the decision or withdraw it before sending a new one.',
  },
  INVALID_INVOICE_STATUS: {
    status: 400,
    it: 'Operazione non consentita nello stato attuale della fattura: ricarica la pagina.',
    en: "This action is not allowed in the invoice's current status: reload the page.",
  },
  INVALID_KYC_STATUS: {
    status: 400,
    it: "La verifica dell'identità non può essere avviata nel suo stato attuale: ricarica la pagina.",
    en: 'Identity verification cannot be started in its current status: reload the page.',
  },
  INVALID_BANK_ANSWER: {
    status: 400,
    it: 'Il file non è una risposta della banca leggibile (pain.002 o camt.053).',
    en: 'The file is not a readable bank answer (pain.002 or camt.053).',
  },
  PAYMENT_BATCH_EMPTY: { status: 400, it: 'Nessun pagamento in attesa di invio alla banca.', en: 'No payment is waiting to be sent to the bank.' },
  INVALID_STATEMENT: { status: 400, it: "L'estratto conto non è un file camt.053 leggibile.", en: 'The statement is not a readable camt.053 file.' },
  // 400: request shape problems that are not field validation
  BAD_REQUEST: { status: 400, it: 'Richiesta non valida.', en: 'The request is not valid.' },
  INVALID_FILTER: { status: 400, it: 'Filtro o ordinamento non consentito.', en: 'This filter or sort is not allowed.' },
  // A list export past CSV_EXPORT_MAX_ROWS: refused whole, never cut short.
  EXPORT_TOO_LARGE: {
    status: 400,
    it: 'Troppe righe da esportare: restringi i filtri e riprova.',
    en: 'Too many rows to export: narrow the filters and try again.',
  },
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 400,
    it: "L'URL del webhook deve usare https e non può puntare a un indirizzo locale, privato o link-local.",
    en: 'The webhook URL must use https and cannot point to a loopback, private or link-local address.',
  },
  WEBHOOK_EVENT_NOT_ALLOWED: {
    status: 400,
    it: 'Questo evento è disponibile solo per i webhook della piattaforma.',
    en: 'This event is only available to platform-wide webhooks.',
  },
  // Issue tracker and code host (integrations/trackers): `fields.tracker` carries the service's HTTP status when it gave one.
  TRACKER_URL_NOT_ALLOWED: {
    status: 400,
    it: "L'indirizzo del tracker deve usare https e non può puntare a un indirizzo locale, privato o link-local.",
    en: 'The tracker address must use https and cannot point to a loopback, private or link-local address.',
  },
  TRACKER_CREDENTIALS_REFUSED: {
    status: 400,
    it: 'Il tracker ha rifiutato le credenziali o non trova il progetto: controlla token, permessi e progetto.',
    en: 'The tracker refused the credentials or cannot find the project: check the token, its permissions and the project.',
  },
  TRACKER_NOT_CONNECTED: {
    status: 400,
    it: 'La tua azienda non ha collegato un tracker: collegalo dalla pagina Integrazioni.',
    en: 'Your company has not connected a tracker: connect one from the Integrations page.',
  },
  TRACKER_PUSH_IN_PROGRESS: {
    status: 400,
    it: 'Il report è già in fase di invio al tracker: tra qualche secondo ricarica la pagina per vedere la issue.',
    en: 'The report is already being sent to the tracker: reload the page in a few seconds to see its issue.',
  },
  TRACKER_REQUEST_FAILED: {
    status: 502,
    it: 'Il tracker non ha risposto come previsto, riprova più tardi.',
    en: 'The tracker did not answer as expected, try again later.',
  },
  INVALID_FILE: { status: 400, it: 'Il contenuto del file non corrisponde al tipo dichiarato.', en: 'The file content does not match its declared type.' },
  UPLOAD_NOT_READY: {
    status: 400,
    it: 'Il file non è stato ancora caricato o il caricamento è scaduto.',
    en: 'The file has not been uploaded yet or the upload has expired.',
  },
  // 401
  INVALID_CREDENTIALS: { status: 401, it: 'Email o password non corretti.', en: 'Wrong email or password.' },
  UNAUTHENTICATED: { status: 401, it: 'La sessione è scaduta, accedi di nuovo.', en: 'Your session has expired, sign in again.' },
  TOKEN_INVALID: {
    status: 401,
    it: 'Il token API non è valido, è scaduto o è stato revocato.',
    en: 'The API token is not valid, has expired or has been revoked.',
  },
  INVALID_SIGNATURE: { status: 401, it: 'Firma della richiesta mancante o non valida.', en: 'The request signature is missing or not valid.' },
  // 403
  ACCOUNT_INACTIVE: {
    status: 403,
    it: "L'account non è attivo: controlla la tua email per attivarlo.",
    en: 'The account is not active: check your email to activate it.',
  },
  ACCOUNT_BLOCKED: { status: 403, it: "L'account è stato bloccato. Contatta il supporto.", en: 'The account has been blocked. Contact support.' },
  FORBIDDEN: { status: 403, it: 'Non hai i permessi per questa operazione.', en: 'You do not have permission for this action.' },
  TOKEN_SCOPE_MISSING: {
    status: 403,
    it: "Il token API non ha l'ambito necessario per questa operazione.",
    en: 'The API token does not have the scope this action needs.',
  },
  WEBHOOK_LIMIT_REACHED: {
    status: 403,
    it: 'Hai raggiunto il numero massimo di webhook: eliminane uno per crearne un altro.',
    en: 'You have reached the maximum number of webhooks: delete one to create another.',
  },
  TOKEN_LIMIT_REACHED: {
    status: 403,
    it: 'Hai raggiunto il numero massimo di token API attivi: revocane uno per crearne un altro.',
    en: 'You have reached the maximum number of active API tokens: revoke one to create another.',
  },
  CSRF_INVALID: { status: 403, it: 'Richiesta non valida: ricarica la pagina e riprova.', en: 'Invalid request: reload the page and try again.' },
  OTP_ENROLLMENT_REQUIRED: {
    status: 403,
    it: "Attiva l'autenticazione a due fattori per continuare.",
    en: 'Enable two-factor authentication to continue.',
  },
  // 404, 413, 422, 429, 500
  NOT_FOUND: { status: 404, it: 'Risorsa non trovata.', en: 'Not found.' },
  FILE_TOO_LARGE: { status: 413, it: 'Il file è troppo grande.', en: 'The file is too large.' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    it: 'Questa chiave di idempotenza è già stata usata per una richiesta diversa.',
    en: 'This idempotency key was already used for a different request.',
  },
  VALIDATION_ERROR: { status: 422, it: 'Errore di validazione, controlla i campi.', en: 'Validation error, check the fields.' },
  TOO_MANY_UPLOADS: { status: 429, it: 'Hai caricato troppi file, riprova tra qualche minuto.', en: 'Too many uploads, try again in a few minutes.' },
  TOO_MANY_REQUESTS: { status: 429, it: 'Troppe richieste, riprova tra qualche minuto.', en: 'Too many requests, try again in a few minutes.' },
  INTERNAL_ERROR: { status: 500, it: 'Errore interno del server, riprova più tardi.', en: 'Internal server error, try again later.' },
  VERIFICATION_PROVIDER_ERROR: {
    status: 502,
    it: "Il servizio di verifica dell'identità non è raggiungibile, riprova più tardi.",
    en: 'The identity verification service is not reachable, try again later.',
  },
} as const);

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = /*#__PURE__*/ Object.keys(ERRORS) as ErrorCode[];

/** Field name -> messages, as the API sends them under `fields`. */
export type FieldErrors = Record<string, string[]>;

export interface ErrorEnvelope {
  code: string;
  message: string;
  fields?: FieldErrors;
}

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERRORS[code][language];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export { STATUS_FALLBACK_CODES, WARNING_CODES } from './error-kinds.ts';
