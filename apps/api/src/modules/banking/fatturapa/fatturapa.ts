/**
 * FatturaPA 1.2 (FPR12, private B2B) invoice for a wallet top-up, valid against
 * Schema_VFPR12_v1.2.2.xsd. Pure: the caller supplies numbers, dates and the transmission id.
 */
import { XMLBuilder } from 'fast-xml-parser';
import {
  COMPANY_COUNTRY_ALPHA2,
  isCompanyCountry,
  isValidPartitaIva,
  normalizeVat,
  percentOf,
  percentToBasisPoints,
  type Cents,
  type CompanyCountry,
} from '@bb/domain';
import type { PlatformIdentity } from '../../../config.ts';
import { invoiceText } from './fatturapa-text.ts';

/** The platform as the invoice's supplier (its configured identity). */
export type InvoiceSupplier = Omit<PlatformIdentity, 'swift'>;

export interface InvoiceCustomer {
  businessname: string;
  /** Stored without the country prefix. */
  vat: string;
  /** ISO alpha-3 of an EU state, e.g. 'ITA', 'DEU'. */
  country: string;
  address: string;
  cap: string;
  city: string;
  /** Province: 2 letters for Italy, free text abroad. */
  state: string;
  /** 7-character SDI recipient code, '0000000' when PEC is used. */
  sdi: string;
  pec: string;
}

export interface InvoiceInput {
  supplier: InvoiceSupplier;
  customer: InvoiceCustomer;
  /** E.g. '2026/000042', at most 20 characters. */
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** ProgressivoInvio, at most 10 letters and digits. */
  transmissionId: string;
  taxableCents: number;
  vatCents: number;
  vatRatePercent: number;
  vatExempt: boolean;
  /** Line description, e.g. 'Ricarica wallet programmi bug bounty - bonifico del 2026-11-20'. */
  description: string;
}

export const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

/**
 * TD02 "acconto/anticipo su fattura": a wallet top-up pays in advance for services (bounty
 * programmes) that are performed and settled later, so the invoice is for a prepayment, not for
 * a supply already made (TD01). A service is taxed when it is paid for, advances included (art. 6
 * DPR 633/72), which is why the invoice is issued as soon as the transfer is accredited.
 */
export const TOP_UP_DOCUMENT_TYPE = 'TD02';

export type ExemptionNature = 'N2.1' | 'N2.2';

/**
 * The legal wording printed next to each Natura code (RiferimentoNormativo, at most 100 characters).
 * N2.1: services to a business established in another EU state are outside the Italian VAT scope
 * (art. 7-ter DPR 633/72) and the customer self-assesses the VAT, so the invoice must say
 * "inversione contabile" (art. 21 c. 6-bis DPR 633/72). N2.2: any other non-taxable case.
 */
export const EXEMPTION_REFERENCES: Record<ExemptionNature, string> = {
  'N2.1': 'Operazione non soggetta IVA art. 7-ter DPR 633/72 - inversione contabile',
  'N2.2': 'Operazione non soggetta a IVA - altri casi',
};

/**
 * An invoice without VAT for more than 77.47 € bears a 2 € stamp duty (art. 13 of the tariff of
 * DPR 642/72; services outside the VAT scope under art. 7-ter included). The invoice declares it
 * as paid virtually (DatiBollo, BolloVirtuale SI); the platform pays it on the quarterly
 * statement the Agenzia delle Entrate prepares from SDI, and does not charge it to the customer.
 */
export const STAMP_DUTY = { aboveCents: 7_747, amountCents: 200 } as const;

/** Foreign customers have no SDI code: the invoice goes to SDI with this one and SDI does not deliver it. */
export const FOREIGN_RECIPIENT_CODE = 'XXXXXXX';
const NO_SDI_CODE = '0000000';
/** The largest Amount2DecimalType value (11 integer digits). */
const MAX_AMOUNT_CENTS = 9_999_999_999_999;
/** SDI file names allow at most 5 letters and digits after the underscore. */
const MAX_FILE_PROGRESSIVE = 36 ** 5 - 1;

/** The Natura code of an exempt invoice: N2.1 for a customer in another EU state, N2.2 for an Italian one. */
export function exemptionNature(customerCountry: string): ExemptionNature {
  return customerCountry === 'ITA' ? 'N2.2' : 'N2.1';
}

/** Whether the invoice carries the 2 € virtual stamp duty. */
export function needsStampDuty(input: Pick<InvoiceInput, 'vatExempt' | 'taxableCents' | 'vatCents'>): boolean {
  return input.vatExempt && input.taxableCents + input.vatCents > STAMP_DUTY.aboveCents;
}

/** Integer cents as a FatturaPA amount ('1000.00'), by string arithmetic. */
export function formatAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_AMOUNT_CENTS) throw new RangeError(`FatturaPA: not an amount in cents: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A VAT rate as FatturaPA writes it ('22.00'). */
export function formatRate(percent: number): string {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || !/^\d+(\.\d{1,2})?$/.test(String(percent))) {
    throw new RangeError(`FatturaPA: not a VAT rate: ${percent}`);
  }
  return formatAmount(percentToBasisPoints(percent));
}

/**
 * 'IT12345678903_00001.xml': the SDI name of the file, transmitter's country and fiscal code
 * (a company's is its partita IVA), then a progressive of at most 5 letters and digits.
 */
export function invoiceFileName(supplierVatNumber: string, transmissionId: string): string {
  if (!/^\d{11}$/.test(supplierVatNumber)) throw new RangeError('FatturaPA: the supplier VAT number must be 11 digits');
  if (!/^[A-Za-z0-9]{1,5}$/.test(transmissionId)) throw new RangeError('FatturaPA: an SDI file progressive is 1 to 5 letters and digits');
  return `IT${supplierVatNumber}_${transmissionId}.xml`;
}

/**
 * A transmission id from a positive sequence number (for example a database sequence): base 36,
 * 5 characters, so the same id fits ProgressivoInvio and the file name (60,466,175 invoices).
 */
export function transmissionIdFromSequence(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_FILE_PROGRESSIVE) {
    throw new RangeError(`FatturaPA: sequence out of range: ${sequence}`);
  }
  return sequence.toString(36).toUpperCase().padStart(5, '0');
}

/** Throws a RangeError naming the first supplier field FatturaPA would refuse (for checking configuration at start). */
export function assertInvoiceSupplier(supplier: InvoiceSupplier): void {
  if (!isValidPartitaIva(supplier.vatNumber)) throw new RangeError('FatturaPA: the supplier VAT number is not a valid partita IVA');
  if (!/^\d{5}$/.test(supplier.cap)) throw new RangeError('FatturaPA: the supplier CAP must be 5 digits');
  if (!/^[A-Z]{2}$/.test(supplier.province)) throw new RangeError('FatturaPA: the supplier province must be 2 capital letters');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compactIban(supplier.iban))) throw new RangeError('FatturaPA: the supplier IBAN is not an IBAN');
}

/**
 * fast-xml-parser's builder rather than xmlbuilder2: xmlbuilder2 decodes entity references in
 * object values and writes '&name;' found in text unescaped (by design), so a company called
 * 'A&lpar;B' or '&#14;' would produce a different or ill-formed document. This builder escapes
 * every '&', '<', '>' and quote; undefined values (optional elements) are left out.
 */
const builder = new XMLBuilder({ format: true, indentBy: '  ', ignoreAttributes: false, attributeNamePrefix: '@_' });

/** The FatturaPA XML document (UTF-8, with the XML declaration) for an accredited top-up. */
export function buildFatturaPa(input: InvoiceInput): string {
  assertInvoiceInput(input);
  const root = {
    '@_xmlns:p': FATTURAPA_NAMESPACE,
    '@_versione': 'FPR12',
    FatturaElettronicaHeader: header(input),
    FatturaElettronicaBody: body(input),
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ 'p:FatturaElettronica': root })}`;
}

function assertInvoiceInput(input: InvoiceInput): void {
  assertInvoiceSupplier(input.supplier);
  customerCountry(input.customer);
  if (!/^[\x20-\x7e]{1,20}$/.test(input.number) || !/\d/.test(input.number)) {
    throw new RangeError('FatturaPA: the invoice number must be 1 to 20 ASCII characters with at least one digit');
  }
  if (!isIsoDate(input.issueDate)) throw new RangeError(`FatturaPA: not a date: ${input.issueDate}`);
  if (!/^[A-Za-z0-9]{1,10}$/.test(input.transmissionId)) throw new RangeError('FatturaPA: the transmission id must be 1 to 10 letters and digits');
  assertAmounts(input);
}

function assertAmounts({ taxableCents, vatCents, vatRatePercent, vatExempt }: InvoiceInput): void {
  for (const cents of [taxableCents, vatCents, taxableCents + vatCents]) formatAmount(cents);
  formatRate(vatRatePercent);
  if (vatExempt) {
    if (vatCents !== 0 || vatRatePercent !== 0) throw new RangeError('FatturaPA: an exempt invoice has no VAT and a 0 rate');
    return;
  }
  if (vatRatePercent === 0) throw new RangeError('FatturaPA: a 0 rate needs vatExempt (and a Natura code)');
  // SDI checks Imposta against ImponibileImporto x AliquotaIVA; our own arithmetic (addVat, splitGross) is off by at most a cent.
  if (Math.abs(vatCents - percentOf(taxableCents, vatRatePercent)) > 1) {
    throw new RangeError(`FatturaPA: ${vatCents} cents is not ${vatRatePercent}% of ${taxableCents} cents`);
  }
}

function header(input: InvoiceInput) {
  const { supplier, customer } = input;
  return {
    DatiTrasmissione: {
      IdTrasmittente: { IdPaese: 'IT', IdCodice: supplier.vatNumber },
      ProgressivoInvio: input.transmissionId,
      FormatoTrasmissione: 'FPR12',
      ...recipient(customer),
    },
    CedentePrestatore: {
      DatiAnagrafici: {
        IdFiscaleIVA: { IdPaese: 'IT', IdCodice: supplier.vatNumber },
        Anagrafica: { Denominazione: invoiceText(supplier.legalName, 80) },
        RegimeFiscale: 'RF01',
      },
      Sede: {
        Indirizzo: invoiceText(supplier.address, 60),
        CAP: supplier.cap,
        Comune: invoiceText(supplier.city, 60),
        Provincia: supplier.province,
        Nazione: 'IT',
      },
    },
    CessionarioCommittente: customerParty(customer),
  };
}

/** Where SDI delivers the invoice: the customer's SDI code, or its PEC address when the code is 0000000. */
function recipient(customer: InvoiceCustomer): { CodiceDestinatario: string; PECDestinatario?: string } {
  if (customer.country !== 'ITA') return { CodiceDestinatario: FOREIGN_RECIPIENT_CODE };
  const sdi = customer.sdi.trim().toUpperCase();
  if (/^[A-Z0-9]{7}$/.test(sdi) && sdi !== NO_SDI_CODE) return { CodiceDestinatario: sdi };
  // Without a valid PEC the invoice still goes through: SDI leaves it in the customer's "cassetto fiscale".
  const pec = customer.pec.trim();
  return isPecAddress(pec) ? { CodiceDestinatario: NO_SDI_CODE, PECDestinatario: pec } : { CodiceDestinatario: NO_SDI_CODE };
}

/** The schema's EmailType, dot-atom form (the quoted and literal forms are of no use for a PEC mailbox). */
function isPecAddress(address: string): boolean {
  const atom = "[!#-'*+/-9=?A-Z^-~-]+";
  return address.length <= 256 && new RegExp(`^${atom}(\\.${atom})*@${atom}(\\.${atom})*$`).test(address);
}

function customerCountry(customer: InvoiceCustomer): CompanyCountry {
  if (!isCompanyCountry(customer.country)) throw new RangeError(`FatturaPA: not an EU country: ${customer.country}`);
  return customer.country;
}

function customerParty(customer: InvoiceCustomer) {
  const country = customerCountry(customer);
  const alpha2 = COMPANY_COUNTRY_ALPHA2[country];
  const vat = normalizeVat(customer.vat, country).slice(0, 28);
  if (!vat) throw new RangeError('FatturaPA: the customer has no VAT number');
  const province = customer.state.trim().toUpperCase();
  const cap = customer.cap.trim();
  return {
    DatiAnagrafici: {
      // ISO 3166-1 alpha-2, so Greece is GR here even though its VAT numbers are prefixed EL.
      IdFiscaleIVA: { IdPaese: alpha2, IdCodice: vat },
      Anagrafica: { Denominazione: invoiceText(customer.businessname, 80) },
    },
    Sede: {
      Indirizzo: invoiceText(customer.address, 60),
      // Foreign postal codes rarely have the 5 digits the schema wants: 00000 is the agreed filler.
      CAP: /^\d{5}$/.test(cap) ? cap : '00000',
      Comune: invoiceText(customer.city, 60),
      Provincia: country === 'ITA' && /^[A-Z]{2}$/.test(province) ? province : undefined,
      Nazione: alpha2,
    },
  };
}

function body(input: InvoiceInput) {
  const total = formatAmount(input.taxableCents + input.vatCents);
  const rate = formatRate(input.vatRatePercent);
  const nature = input.vatExempt ? exemptionNature(input.customer.country) : undefined;
  return {
    DatiGenerali: {
      DatiGeneraliDocumento: {
        TipoDocumento: TOP_UP_DOCUMENT_TYPE,
        Divisa: 'EUR',
        Data: input.issueDate,
        Numero: input.number,
        DatiBollo: needsStampDuty(input) ? { BolloVirtuale: 'SI', ImportoBollo: formatAmount(STAMP_DUTY.amountCents) } : undefined,
        ImportoTotaleDocumento: total,
      },
    },
    DatiBeniServizi: {
      DettaglioLinee: {
        NumeroLinea: '1',
        Descrizione: invoiceText(input.description, 1000),
        PrezzoUnitario: formatAmount(input.taxableCents),
        PrezzoTotale: formatAmount(input.taxableCents),
        AliquotaIVA: rate,
        Natura: nature,
      },
      DatiRiepilogo: {
        AliquotaIVA: rate,
        Natura: nature,
        ImponibileImporto: formatAmount(input.taxableCents),
        Imposta: formatAmount(input.vatCents),
        EsigibilitaIVA: nature ? undefined : 'I',
        RiferimentoNormativo: nature ? EXEMPTION_REFERENCES[nature] : undefined,
      },
    },
    // TP02 (paid in full) with no due date: the invoice is issued after the transfer has arrived.
    DatiPagamento: {
      CondizioniPagamento: 'TP02',
      DettaglioPagamento: { ModalitaPagamento: 'MP05', ImportoPagamento: total, IBAN: compactIban(input.supplier.iban) },
    },
  };
}

function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1970-01-01';
}
