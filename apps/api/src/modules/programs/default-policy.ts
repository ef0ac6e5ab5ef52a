/**
 * The platform's default disclosure policy as a real PDF 1.4 document, assembled by hand (one
 * page, Helvetica, WinAnsi text) so no PDF library is needed: programs without their own policy
 * file link to it (GET /api/programs/default-policy).
 */

const TITLE = 'Politica di divulgazione responsabile / Responsible disclosure policy';

const LINES: readonly string[] = [
  'Questa politica si applica a tutti i programmi pubblicati sulla piattaforma senza una policy propria.',
  '',
  '1. Ambito. Si possono testare solo i target indicati nel programma; tutto il resto è fuori ambito.',
  '2. Buona fede. Agisci senza danneggiare utenti, dati o servizi; non accedere a dati altrui oltre il',
  '   minimo necessario a dimostrare la vulnerabilità e non conservarli.',
  '3. Vietato: denial of service, ingegneria sociale, phishing, attacchi fisici, spam, uso di exploit',
  '   distruttivi, test su account o sistemi di terzi.',
  '4. Segnalazione. Invia ogni vulnerabilità solo tramite la piattaforma, con passi riproducibili,',
  "   impatto e gravità (CVSS 4.0). Non divulgarla pubblicamente senza il consenso dell'azienda.",
  "5. Premi. Sono pagati solo per vulnerabilità valide, nuove e nell'ambito, secondo la tabella premi.",
  "6. Tutela. L'azienda non intraprenderà azioni legali contro chi rispetta questa politica.",
  '',
  'This policy applies to every program published on the platform without a policy of its own.',
  '',
  '1. Scope. Test only the targets the program lists; everything else is out of scope.',
  "2. Good faith. Do no harm to users, data or services; access no one else's data beyond the minimum",
  '   needed to show the vulnerability, and do not keep it.',
  '3. Forbidden: denial of service, social engineering, phishing, physical attacks, spam, destructive',
  '   exploits, testing third-party accounts or systems.',
  '4. Reporting. Send every vulnerability through the platform only, with reproducible steps, impact',
  "   and severity (CVSS 4.0). Do not disclose it publicly without the company's consent.",
  '5. Rewards. Paid only for valid, new, in-scope vulnerabilities, following the reward table.',
  '6. Safe harbour. The company will take no legal action against anyone who follows this policy.',
];

/** A PDF literal string in WinAnsi (Latin-1 covers the Italian accents). */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function contentStream(): string {
  const lines = [`BT /F2 13 Tf 50 790 Td ${pdfString(TITLE)} Tj ET`, 'BT /F1 9 Tf 12 TL 50 762 Td'];
  for (const line of LINES) lines.push(`${pdfString(line)} Tj T*`);
  lines.push('ET');
  return lines.join('\n');
}

/** The document's bytes, with a correct cross-reference table. */
export function buildDefaultPolicyPdf(): Buffer {
  const stream = Buffer.from(contentStream(), 'latin1');
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    `<< /Title ${pdfString('Default disclosure policy')} /Producer (bugbounty) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  body += `${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

let cached: Buffer | undefined;
export const defaultPolicyPdf = (): Buffer => (cached ??= buildDefaultPolicyPdf());
