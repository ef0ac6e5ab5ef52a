import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceText, toLatin1 } from './fatturapa-text.ts';

/** What the schema's [\p{IsBasicLatin}\p{IsLatin-1Supplement}] allows, minus the control characters. */
const PRINTABLE_LATIN1 = /^[\x20-\x7e\xa0-\xff]*$/;

describe('toLatin1', () => {
  it.each([
    ['Società Àlfa Ñandú Größe Ærø', 'Società Àlfa Ñandú Größe Ærø'],
    ['Prezzo 100€', 'Prezzo 100EUR'],
    ['L’azienda “Beta” – sede', 'L\'azienda "Beta" - sede'],
    ['Łódź Spółka', 'Lódz Spólka'],
    ['Škoda Čeština Őrség', 'Skoda Cestina Orség'],
    ['ﬁnance Ｆｕｌｌ', 'finance Full'],
    ['Ασφάλεια Α.Ε.', 'Asfaleia A.E.'],
    ['Жар Щит ООД', 'Zhar Shtit OOD'],
    ['Œuvre œil', 'OEuvre oeil'],
    ['中文 公司', '?? ??'],
    ['Acme 🚀 S.p.A. 👨‍👩‍👧 🇮🇹', 'Acme S.p.A.'],
    ['e\u0301 combining', 'é combining'],
    ['Z\u0351\u036b\u0343a\u0352l\u0360g\u0344o', 'Zalgo'],
    ['tab\tnew\nline\r\u0000null\u0085nel\u2028ls', 'tab new line null nel ls'],
    ['  many    spaces\u00a0\u00a0nbsp  ', 'many spaces nbsp'],
    ['zero\u200bwidth\ufeffbom', 'zerowidth bom'],
    ['<&"\'>', '<&"\'>'],
    ['\ud800 lone surrogate', 'lone surrogate'],
  ])('%j -> %j', (input, output) => expect(toLatin1(input)).toBe(output));
});

describe('invoiceText', () => {
  it('cuts to the field length and trims what the cut leaves', () => {
    expect(invoiceText('A'.repeat(200), 80)).toBe('A'.repeat(80));
    expect(invoiceText(`${'A'.repeat(79)} B`, 80)).toBe('A'.repeat(79));
    expect(invoiceText('€'.repeat(30), 80)).toBe('EUR'.repeat(30).slice(0, 80));
  });

  it('never returns an empty field', () => {
    expect(invoiceText('', 80)).toBe('-');
    expect(invoiceText(' \u0000 🚀 ', 80)).toBe('-');
    expect(invoiceText('', 80, 'N/D')).toBe('N/D');
  });

  it('always gives 1 to max printable Latin-1 characters, whatever the input', () => {
    const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 300 }));
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 1000 }), (text, max) => {
        const result = invoiceText(text, max);
        return PRINTABLE_LATIN1.test(result) && result.length >= 1 && result.length <= max && result === result.trim();
      }),
      { numRuns: 2000 },
    );
  });
});
