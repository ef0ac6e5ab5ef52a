/**
 * The SEPA Latin character set (EPC217-08): banks in the SEPA area must accept only
 * a-z A-Z 0-9 / - ? : ( ) . , ' + and space, and many refuse a whole file for one other character.
 * The sepa library checks lengths but passes names and remittance through as written.
 */

const ALLOWED = /[^A-Za-z0-9/\-?:().,'+ ]/g;
const COMBINING_MARKS = /\p{M}/gu;

/** Letters that do not decompose into a base letter and accents, and punctuation with a close allowed cousin. */
const REPLACEMENTS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'Th',
  þ: 'th',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  '&': '+',
  '’': "'",
  '‘': "'",
  '`': "'",
  '´': "'",
  '"': "'",
  '“': "'",
  '”': "'",
  '«': "'",
  '»': "'",
  _: '-',
  '–': '-',
  '—': '-',
  ';': ',',
  '!': '.',
  '€': 'EUR',
};

/** Cyrillic names (Ukrainian, Russian, Bulgarian, Serbian) transliterated as their passports' Latin form usually reads. */
const CYRILLIC_UPPER =
  'А:A Б:B В:V Г:H Ґ:G Д:D Е:E Є:Ye Ё:Yo Ж:Zh З:Z И:Y І:I Ї:Yi Й:Y К:K Л:L М:M Н:N О:O П:P Р:R С:S Т:T У:U Ф:F Х:Kh Ц:Ts Ч:Ch Ш:Sh Щ:Shch Ъ: Ы:Y Ь: Э:E Ю:Yu Я:Ya Ђ:Dj Ј:J Љ:Lj Њ:Nj Ћ:C Џ:Dz';
for (const pair of CYRILLIC_UPPER.split(' ')) {
  const [upper = '', latin = ''] = pair.split(':');
  REPLACEMENTS[upper] = latin;
  REPLACEMENTS[upper.toLowerCase()] = latin.toLowerCase();
}

/**
 * Text reduced to the SEPA Latin set and cut to `max` characters: accents dropped (è -> e), a few
 * letters spelled out (ß -> ss), anything else a space; runs of spaces collapsed. An empty result
 * is `fallback`, since the schema's text fields need at least one character.
 */
export function toSepaText(value: string, max: number, fallback = '?'): string {
  const reduced = value
    // Spelled-out letters first: NFD would turn Й or Ї into И or І plus an accent.
    .normalize('NFC')
    .replace(/[^\x20-\x7E]|[&"`_;!]/g, (char) => REPLACEMENTS[char] ?? char)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(ALLOWED, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return reduced.slice(0, max).trim() || fallback;
}
