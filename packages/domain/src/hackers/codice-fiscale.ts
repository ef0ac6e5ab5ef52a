/**
 * Codice fiscale of a person (DM 23/12/1976): format and check character only. Birth date and sex
 * are not checked against the person's data. Omocodia (a digit replaced by a letter to tell two
 * identical codes apart) is accepted in every digit position.
 */

const DIGIT_OR_OMOCODIA = '[0-9LMNPQRSTUV]';
const CODICE_FISCALE_FORMAT = new RegExp(`^[A-Z]{6}${DIGIT_OR_OMOCODIA}{2}[ABCDEHLMPRST]${DIGIT_OR_OMOCODIA}{2}[A-Z]${DIGIT_OR_OMOCODIA}{3}[A-Z]$`);

// Values of the characters in odd positions (1st, 3rd, ...): a digit counts as the letter of the same index (0 = A).
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function characterIndex(character: string): number {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/** The 16th character of a codice fiscale, from its first 15 (uppercase). */
export function codiceFiscaleCheckCharacter(firstFifteen: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const index = characterIndex(firstFifteen[i] ?? '0');
    sum += i % 2 === 0 ? (ODD_VALUES[index] ?? 0) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** An uppercase codice fiscale with a valid format and check character. */
export function isValidCodiceFiscale(value: string): boolean {
  return CODICE_FISCALE_FORMAT.test(value) && codiceFiscaleCheckCharacter(value) === value[15];
}
