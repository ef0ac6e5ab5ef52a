import type { NotificationDetails, NotificationEvent } from '@bb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n.ts';
import { notificationSentence } from './notification-sentence.ts';

const base: NotificationDetails = {
  title: 'XSS nel profilo',
  program: 'Portale clienti',
  actor: null,
  change: null,
  status: null,
  severity: null,
  outcome: null,
  amount: null,
};

const say = (event: NotificationEvent, details: Partial<NotificationDetails> = {}) => notificationSentence(i18n.t, { event, details: { ...base, ...details } });

/** One case per sentence: the event, its facts, then the Italian and the English wording. */
const CASES: [NotificationEvent, Partial<NotificationDetails>, string, string][] = [
  [
    'programApproved',
    { title: 'Portale clienti', program: null },
    'Il programma “Portale clienti” è stato approvato',
    'The program “Portale clienti” was approved',
  ],
  [
    'programApproved',
    { title: 'Portale clienti', program: null, outcome: 'changesRequested' },
    'Il team della piattaforma chiede modifiche al programma “Portale clienti”',
    "The platform's team asks for changes to the program “Portale clienti”",
  ],
  [
    'programApproved',
    { title: 'Portale clienti', program: null, outcome: 'rejected' },
    'Il programma “Portale clienti” è stato rifiutato: budget e commissioni sono tornati nel wallet',
    'The program “Portale clienti” was rejected: its budget and fees are back in the wallet',
  ],
  [
    'companyDataChange',
    { title: 'Demo', program: null, outcome: 'requested' },
    'Demo chiede di modificare i propri dati fiscali',
    'Demo asks to change its tax details',
  ],
  [
    'companyDataChange',
    { title: 'Demo', program: null, outcome: 'approved' },
    'La modifica dei dati fiscali di Demo è stata approvata',
    'The tax details change of Demo was approved',
  ],
  [
    'companyDataChange',
    { title: 'Demo', program: null, outcome: 'rejected' },
    'La modifica dei dati fiscali di Demo è stata rifiutata',
    'The tax details change of Demo was rejected',
  ],
  ['programCreated', { title: 'App mobile', program: null }, 'Nuovo programma da esaminare: “App mobile”', 'New program to review: “App mobile”'],
  [
    'programCreated',
    { title: 'App mobile', program: null, actor: 'demo' },
    'demo ha creato il programma “App mobile”, da esaminare',
    'demo created the program “App mobile”, to review',
  ],
  ['reportReceived', { severity: 'high' }, 'Nuovo report su Portale clienti: “XSS nel profilo”', 'New report on Portale clienti: “XSS nel profilo”'],
  [
    'reportUpdate',
    { change: 'status', status: 'triaged' },
    'Il report “XSS nel profilo” è passato allo stato “Preso in carico”',
    'The report “XSS nel profilo” moved to “Triaged”',
  ],
  [
    'reportUpdate',
    { change: 'severity', severity: 'critical' },
    'La gravità del report “XSS nel profilo” ora è “Critica”',
    'The severity of the report “XSS nel profilo” is now “Critical”',
  ],
  ['reportUpdate', { change: 'comment', actor: 'ada' }, 'ada ha commentato il report “XSS nel profilo”', 'ada commented on the report “XSS nel profilo”'],
  ['reportUpdate', { change: 'comment' }, 'Nuovo commento sul report “XSS nel profilo”', 'New comment on the report “XSS nel profilo”'],
  [
    'reportFinalized',
    { outcome: 'rewarded', amount: 1250.5 },
    'Il report “XSS nel profilo” è stato ricompensato con 1.250,50\u00a0€',
    'The report “XSS nel profilo” was rewarded with €1,250.50',
  ],
  ['reportFinalized', { outcome: 'fixed' }, 'Il report “XSS nel profilo” è stato segnato come risolto', 'The report “XSS nel profilo” was marked as fixed'],
  [
    'reportFinalized',
    { outcome: 'rejected', status: 'duplicate' },
    'Il report “XSS nel profilo” è stato chiuso come “Duplicato”',
    'The report “XSS nel profilo” was closed as “Duplicate”',
  ],
  [
    'invitationReceived',
    { title: 'Area partner', program: 'Area partner' },
    'Hai ricevuto un invito al programma privato “Area partner”',
    'You were invited to the private program “Area partner”',
  ],
  [
    'invitationUpdate',
    { title: 'Area partner', actor: 'bytequeen', outcome: 'accepted' },
    "bytequeen ha accettato l'invito al programma “Area partner”",
    'bytequeen accepted the invitation to the program “Area partner”',
  ],
  [
    'invitationUpdate',
    { title: 'Area partner', actor: 'bytequeen', outcome: 'rejected' },
    "bytequeen ha rifiutato l'invito al programma “Area partner”",
    'bytequeen declined the invitation to the program “Area partner”',
  ],
  [
    'invitationReceived',
    { title: 'Area partner', program: 'Area partner', outcome: 'accepted' },
    'La tua richiesta di accesso al programma “Area partner” è stata accettata',
    'Your request to join the program “Area partner” was accepted',
  ],
  ['reportFinalized', { outcome: 'rejected' }, 'Il report “XSS nel profilo” è stato rifiutato', 'The report “XSS nel profilo” was rejected'],
  // Fix verification: a retest opened, a fix verified, a fix failed.
  [
    'reportUpdate',
    { change: 'retest', retest: 'pending' },
    'Il fix del report “XSS nel profilo” attende il retest',
    'The fix of the report “XSS nel profilo” waits for its retest',
  ],
  [
    'reportUpdate',
    { change: 'retest', retest: 'verified' },
    'Il fix del report “XSS nel profilo” è stato verificato',
    'The fix of the report “XSS nel profilo” was verified',
  ],
  [
    'reportUpdate',
    { change: 'retest', retest: 'failed' },
    "Il fix del report “XSS nel profilo” non ha superato il retest: il report torna all'azienda",
    'The fix of the report “XSS nel profilo” failed its retest: the report goes back to the company',
  ],
];

describe('notification sentences', () => {
  it.each(CASES)('%s %o in Italian', (event, details, italian) => {
    expect(say(event, details)).toBe(italian);
  });

  describe('in English', () => {
    beforeAll(async () => {
      await initI18n('en');
    });
    afterAll(async () => {
      await initI18n('it');
    });

    it.each(CASES)('%s %o', (event, details, _italian, english) => {
      expect(say(event, details)).toBe(english);
    });
  });
});
