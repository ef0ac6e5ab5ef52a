import { describe, expect, it } from 'vitest';
import { filterEmailInput, filterUsernameInput, firstPasswordProblem, isForbiddenUsername, passwordStrength } from './rules.ts';
import { signupSchema } from './schemas.ts';
import { pickLanguage } from '../i18n.ts';
import { ERRORS } from '../errors.ts';
import { translateValidationMessage } from '../validation-messages.ts';

describe('password rules', () => {
  it.each([
    [42, 'validation.password.invalid', 'invalid'],
    ['Aa1!'.padEnd(101, 'x'), 'validation.password.max', 'weak'],
    ['SHORT1!', 'validation.password.minLower', 'weak'],
    ['NOLOWER1!', 'validation.password.minLower', 'weak'],
    ['onlylower', 'validation.password.digit', 'low'],
    ['lower123', 'validation.password.upper', 'medium'],
    ['Lower123', 'validation.password.special', 'high'],
    ['Lower123!', null, 'strong'],
  ])('%s fails on %s', (password, problem, strength) => {
    expect(firstPasswordProblem(password)).toBe(problem);
    if (problem !== 'validation.password.max') expect(passwordStrength(password)).toBe(strength);
  });

  it("has the spec's Italian wording (its 'passwoord' typo corrected)", () => {
    expect(translateValidationMessage('validation.password.minLower', 'it')).toBe('La password deve contenere almeno 8 caratteri e una lettera minuscola');
  });
});

describe('input filters', () => {
  it('keeps only lowercase letters, digits, underscore and dot in usernames', () => {
    expect(filterUsernameInput('Mario Rossi_99.!@')).toBe('mariorossi_99.');
  });
  it('lowercases emails and removes the first space', () => {
    expect(filterEmailInput('Mario Rossi@X.it ')).toBe('mariorossi@x.it ');
  });
  it('reserves platform names', () => {
    expect(isForbiddenUsername('admin')).toBe(true);
    expect(isForbiddenUsername('support_2')).toBe(true);
    expect(isForbiddenUsername('giulia')).toBe(false);
  });
});

describe('signup schema', () => {
  it('normalises email and username', () => {
    const parsed = signupSchema.parse({
      userType: 'hacker',
      email: ' A@B.IT ',
      username: 'Neo',
      password: 'Lower123!',
      termsAccepted: true,
      privacyAccepted: true,
    });
    expect([parsed.email, parsed.username]).toEqual(['a@b.it', 'neo']);
  });
});

describe('languages and errors', () => {
  it('picks it or en from browser preferences, defaulting to Italian', () => {
    expect(pickLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(pickLanguage(['fr-FR', 'it-IT'])).toBe('it');
    expect(pickLanguage('de')).toBe('it');
    expect(pickLanguage(undefined)).toBe('it');
  });
  it('gives every error code a status and both messages', () => {
    for (const [code, definition] of Object.entries(ERRORS)) {
      expect(definition.status, code).toBeGreaterThanOrEqual(400);
      expect(definition.it.length, code).toBeGreaterThan(3);
      expect(definition.en.length, code).toBeGreaterThan(3);
    }
    expect(ERRORS.INVALID_CREDENTIALS.status).toBe(401);
    expect(ERRORS.ACCOUNT_BLOCKED.status).toBe(403);
    expect(ERRORS.TOO_MANY_UPLOADS.status).toBe(429);
  });
});
