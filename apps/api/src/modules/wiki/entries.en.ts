import type { WikiSource } from '@bb/domain';

/** The support wiki in English; the same ids, in the same order, as entries.it.ts (the tests check it). */
export const WIKI_ENTRIES_EN: readonly WikiSource[] = [
  {
    id: 'fund-wallet-bank-transfer',
    category: 'companies',
    title: 'Funding the wallet by bank transfer',
    keywords: ['top up', 'deposit', 'bank transfer', 'wire', 'payment reference', 'reference code', 'BB-', 'wallet', 'balance', 'IBAN'],
    body: `A company's wallet is funded by a bank transfer to the platform's IBAN, shown on the Wallet page.

In the transfer's description write your company's reference code: it starts with BB- followed by 8 characters (for example BB-DEMS2K26) and is shown on the same page. It is how we match the transfer to your company: without it the deposit has to be matched by hand, which takes longer.

When the transfer arrives, the platform records and approves it: the wallet receives the amount net of VAT (at 22% VAT, a transfer of 1,220.00 euro credits 1,000.00 euro) and an invoice is issued. The available balance funds your programs' budgets and their fees.`,
  },
  {
    id: 'vat-fatturapa-invoices',
    category: 'companies',
    title: 'VAT and electronic invoices (FatturaPA)',
    keywords: ['VAT', 'IVA', 'invoice', 'invoices', 'fattura', 'FatturaPA', 'SDI', 'recipient code', 'PEC', 'VAT number', 'reverse charge', 'exempt'],
    body: `For every wallet top-up the platform issues a FatturaPA electronic invoice (document type TD02, an advance on services), numbered per year without gaps and sent to the Italian exchange system (SDI) with the recipient code or PEC of your company's fiscal data.

Italian companies pay 22% VAT: the wallet receives the taxable amount and the VAT is on the invoice. Companies in other EU states are invoiced without VAT (art. 7-ter DPR 633/72, nature N2.1) and the wallet receives the whole amount.

Business name, VAT number, PEC, SDI code and country appear on the invoice: a company admin can ask to change them from the company profile, and the platform approves the change before it applies to later invoices.`,
  },
  {
    id: 'create-program',
    category: 'companies',
    title: 'Creating a bug bounty program',
    keywords: ['program', 'new program', 'create', 'wizard', 'targets', 'scope', 'prizes', 'draft', 'review', 'approval'],
    body: `From the Programs page start the wizard: name and description, the targets in scope (domains, web applications, APIs, Android and iOS apps, networks), the prizes per severity (low, medium, high, critical), the services (managed, Fix verification) and the budget.

Prizes and budget are whole euro. From medium up each prize must reach the platform's minimum; low may be 0. You can save a draft and finish it later: a draft charges nothing.

When you confirm, the wallet is charged the budget plus the fees and the program goes to review. The platform's staff approve it, request changes (the program comes back to you to fix and resubmit) or reject it with a reason, refunding budget and fees. Once approved the program is active and takes reports.`,
  },
  {
    id: 'program-fees',
    category: 'companies',
    title: "A program's fees",
    keywords: ['fees', 'costs', 'price', 'pricing', 'managed', 'Fix verification', 'coupon', 'discount', 'budget increase', 'no bug no fee'],
    body: `There is no subscription: you pay the rewards of valid vulnerabilities ("no bug, no fee"). The budget you give a program stays yours until it is spent on rewards.

Two optional fees come on top of the budget, charged on each allocation (creation, a draft's confirmation, a budget increase) at the rates in force then: the managed service (10% of the budget) and Fix verification (5% of the budget). A platform coupon can lower them. Prices exclude VAT where due.

Deleting a program refunds the unspent budget; the fees come back only if the platform rejects the program in review. Managed and Fix verification cannot change after confirmation, as they have been paid for.`,
  },
  {
    id: 'managed-vs-self-managed',
    category: 'companies',
    title: 'Managed or self-managed program',
    keywords: ['managed', 'self-managed', 'triage', 'triager', 'review', 'approval'],
    body: `In a managed program the platform's triagers handle the reports: they take them in charge, ask the hacker for information, verify the vulnerability and send you a review with the proposed severity. You approve the review and decide the reward. Rewards of managed programs are paid to hackers within 14 days.

In a self-managed program your own team does it: members with the triager role take reports in charge and assess them, and those allowed to reward decide the amount. Rewards are paid within 21 days.

The choice is made at creation and cannot change after confirmation: the managed service costs 10% of the budget.`,
  },
  {
    id: 'fix-verification-retests',
    category: 'companies',
    title: 'Fix verification and retests',
    keywords: ['Fix verification', 'retest', 'fix', 'fixed', 'verify', 'failed', 'retest fee'],
    body: `With Fix verification, marking a report fixed opens a retest: someone checks that the fix really works, within 5 business days.

The retest is done by the platform's staff or, if you chose so on the program, by the hacker who found the vulnerability. The retesting hacker earns the retest fee (50 euro unless the platform sets otherwise), taken from the program's budget; when the budget cannot hold it, the retest goes to staff.

If the retest confirms the fix, the report stays fixed. If it fails, the report goes back to rewarded with the tester's note and evidence: once you have fixed it again, mark it fixed again and a new retest opens.`,
  },
  {
    id: 'budget-rule-pause',
    category: 'companies',
    title: 'Why is my program paused? The budget rule',
    keywords: ['paused', 'pause', 'suspended', 'budget', 'out of budget', 'reactivate', 'increase budget', 'resume'],
    body: `An active program pauses itself when its remaining budget (the budget minus what was paid and what is reserved for reports taken in charge) drops below its lowest non-zero prize. That way no hacker works for a reward the program cannot pay.

To restart it, increase the budget from the program's page: as soon as the remaining budget covers that prize again, the program resumes by itself. A paused program takes no new reports, while those already sent go on.

A pause you chose is never lifted automatically: you resume the program when you want, if the budget is enough.`,
  },
  {
    id: 'rewards-cvss-severity',
    category: 'companies',
    title: 'Rewards and CVSS 4.0 severity',
    keywords: ['reward', 'prize', 'bounty', 'severity', 'CVSS', 'CVSS 4.0', 'vector', 'score', 'critical'],
    body: `A report's severity follows its CVSS 4.0 vector: the computed score decides whether it is low, medium, high or critical. To change it, change the vector's metrics, or remove the vector and choose the severity by hand; lowering it needs a reason, which the hacker reads.

When a report is taken in charge, the target's prize for that severity is reserved on the program's budget. When rewarding you can pay the prize or another amount, up to the remaining budget plus the report's reservation: the reward dialog shows the maximum.

A reward is final: it moves from the budget to the hacker and opens their payment.`,
  },
  {
    id: 'response-targets',
    category: 'companies',
    title: 'Response targets',
    keywords: ['response times', 'SLA', 'deadline', 'due', 'first response', 'triage', 'resolution', 'breached', 'business days'],
    body: `Every report has response targets in business days from submission: first response within 2, triage within 5, reward within 14 on managed programs and 21 on self-managed ones, resolution within 90.

The lists point out reports about to breach (less than 24 hours left) and those already late. The program's statistics show the median and 90th percentile of the last 90 days and the share of responses on time: hackers see them on the program's public page.`,
  },
  {
    id: 'kyc-identity-verification',
    category: 'hackers',
    title: 'Identity verification (KYC)',
    keywords: ['KYC', 'identity verification', 'ID document', 'Sumsub', 'verified', 'rejected', 'retry'],
    body: `Before sending reports and receiving payments you must verify your identity. Start the verification from your account: our provider (Sumsub) asks for an identity document and, usually, a selfie.

The status moves from "pending" to "approved", or to "retry" when a new attempt is needed (an unreadable photo, for example), or to "rejected". With "retry" you can start the verification again from where you were.

To send reports you need, in this order: the approved verification, a tax regime and an IBAN.`,
  },
  {
    id: 'tax-regimes',
    category: 'hackers',
    title: "Hackers' tax regimes",
    keywords: ['tax regime', 'taxes', 'withholding', 'withholding tax', 'VAT number', 'flat rate', 'forfettario', 'occasional work', 'foreign', 'stamp duty'],
    body: `In the payment settings choose the tax regime you receive rewards under. Residents of Italy choose an Italian regime, everyone else a foreign one.

Ordinary VAT regime: 22% VAT is added to the reward and 20% withholding tax is retained. Flat-rate regime (forfettario): no VAT and no withholding; above 77.47 euro a 2 euro stamp duty is due, which we show but do not retain. Occasional work (as an employee or self-employed): 20% withholding tax and, above the yearly threshold, INPS contributions. Foreign residents, with or without a VAT number: nothing is withheld in Italy.

A change of regime applies to payments not yet confirmed: confirmed ones keep the data they were confirmed with.`,
  },
  {
    id: 'occasional-work-inps',
    category: 'hackers',
    title: 'Occasional work and the 5,000 euro INPS threshold',
    keywords: ['INPS', 'Gestione Separata', 'social security', 'contributions', 'threshold', '5000', 'occasional work', 'withholding'],
    body: `Under occasional work, when you confirm a payment you state how much you have already received this year, from anyone, for occasional work (not counting this payment).

If the year's total, with this reward, is above 5,000 euro, INPS Gestione Separata contributions are due on the part above it (never more than the reward): one third is yours and is withheld from the transfer (11.24%), two thirds are borne by the platform (22.48%). The confirmation dialog recomputes the figures as you type.

Below the threshold no contributions are due: only the 20% withholding tax remains.`,
  },
  {
    id: 'iban-sepa-payouts',
    category: 'hackers',
    title: 'IBAN and SEPA payouts: within 21 or 14 days',
    keywords: ['IBAN', 'BIC', 'SWIFT', 'SEPA', 'bank transfer', 'payout', 'payment', 'when do I get paid', 'bank account'],
    body: `Rewards arrive by SEPA transfer to the account you give in the payment settings (holder and IBAN; the BIC is needed only for accounts outside the SEPA area).

After a reward you confirm the payment with the figures shown (gross, any VAT, withholding and contributions, the transfer amount); from then on the data are frozen. The platform approves the payment and sends it with the next batch of transfers. Valid rewards are paid within 21 days, 14 on managed programs.

If the bank refuses the IBAN, the payment tells you: correct the account in the settings and confirm again.`,
  },
  {
    id: 'occasional-work-receipt',
    category: 'hackers',
    title: 'The receipt to sign',
    keywords: ['receipt', 'sign', 'signature', 'documents', 'upload', 'stamp duty', 'PDF', 'occasional work'],
    body: `Under an occasional work regime, after confirmation the payment waits for your receipt. Download it as a PDF from the payment's page: it shows the compensation, the withholding, the INPS contributions and the year's total you stated.

Sign it and upload it in the same place. Above 77.47 euro the receipt needs a 2 euro revenue stamp (D.P.R. 642/1972). Once uploaded, the payment goes to the platform's approval and then to the transfer.`,
  },
  {
    id: 'reporting-rules',
    category: 'hackers',
    title: 'Reporting rules',
    keywords: ['report', 'rules', 'scope', 'out of scope', 'invalid', 'informative', 'spam', 'SHA-256 receipt', 'attachments'],
    body: `Report only vulnerabilities on in-scope targets of an active program, following the program's rules and the testing accounts you are given. Describe the steps, endpoint, payload and impact, attach the evidence and, if you can, the CVSS 4.0 vector.

On sending you get a receipt with the SHA-256 fingerprint of the content and the server's time: it proves what you sent and when. A report may be rejected as a duplicate, out of scope, invalid, informative or spam.

A paused program takes no reports. Rewarded reports can be shared, and sharing earns points.`,
  },
  {
    id: 'duplicates',
    category: 'hackers',
    title: 'Duplicate reports',
    keywords: ['duplicate', 'original', 'already reported', 'fingerprint'],
    body: `A report is a duplicate when someone reported the same vulnerability before you. You then see the original report's id, when it was sent, its severity, status and SHA-256 fingerprint, but not its content.

A duplicate earns no reward, but it earns you 2 points.`,
  },
  {
    id: 'points-leaderboard',
    category: 'hackers',
    title: 'Points and leaderboard',
    keywords: ['points', 'leaderboard', 'ranking', 'hall of fame', 'rank', 'private programs', 'score'],
    body: `You earn points from the decisions on your reports: rewarded low 10, medium 25, high 50, critical 100; duplicate 2; informative 1; 5 for sharing a rewarded report.

The public leaderboard ranks hackers by points; every program has its own hall of fame. Higher scores open invitations to private programs and the testing accounts of programs that ask for a minimum score.`,
  },
  {
    id: 'two-factor-authentication',
    category: 'account',
    title: 'Two-factor authentication',
    keywords: ['two-factor', '2FA', 'OTP', 'TOTP', 'authenticator app', 'recovery codes', 'security'],
    body: `In Account, Security section, turn on two-factor authentication: scan the QR code with an authenticator app (any TOTP app works) and confirm with the 6-digit code.

On confirmation you get 10 recovery codes, shown only once: keep them somewhere safe. If you lose your phone, sign in with one of them instead of the code; each works once and you get an email when one is used. You can make new ones from the same section.

Two-factor authentication is mandatory for the platform's staff and administrators.`,
  },
  {
    id: 'password-reset',
    category: 'account',
    title: 'Forgotten password',
    keywords: ['password', 'forgot password', 'reset', 'sign in', 'locked out', 'too many attempts'],
    body: `On the sign-in page choose "Forgot password" and enter your email: if it belongs to an account we send a link to choose a new one. The link works once.

After the change every open session ends. After 10 failed attempts within 15 minutes sign-in is blocked for a while, even with the right password: wait and try again.`,
  },
  {
    id: 'language',
    category: 'account',
    title: 'Changing the language',
    keywords: ['language', 'Italian', 'English', 'italiano', 'translation'],
    body: `The platform speaks Italian and English. Change it from the Language item of the menu: the choice is kept in this browser and, when you are signed in, saved to your account too.

Emails reach you in your account's language; the platform's messages follow the language you are using.`,
  },
  {
    id: 'email-notifications',
    category: 'account',
    title: 'Email notifications and unsubscribing',
    keywords: ['notifications', 'email', 'unsubscribe', 'opt out', 'preferences'],
    body: `In Account, Notifications tab, choose which emails you get: each kind turns on or off separately. Notifications inside the platform arrive anyway, and those older than 90 days are deleted.

Emails about your account's security (activation, password reset, email change, recovery codes used) always arrive.`,
  },
  {
    id: 'deactivate-account',
    category: 'account',
    title: 'Deactivating your account',
    keywords: ['deactivate', 'delete account', 'close account', 'remove account', 'privacy'],
    body: `In Account, Security section, you can deactivate your account by confirming with your password. After deactivation you can no longer sign in and your public profile is no longer visible.

Reports, payments and invoices stay on record, because others and the law refer to them. Before deactivating, check that your payments in progress have arrived.`,
  },
];
