import { describe, expect, it } from 'vitest';
import { messageWithParams, translateValidationMessage, VALIDATION_MESSAGES } from './validation-messages.ts';

describe('the validation messages', () => {
  it('are all keys under validation., which is how the web app tells a schema message from a translated one', () => {
    expect(Object.keys(VALIDATION_MESSAGES).filter((key) => !key.startsWith('validation.'))).toEqual([]);
  });

  it('translate with their parameters, and leave a message that is not a key as it is', () => {
    expect(translateValidationMessage('validation.required', 'en')).toBe(VALIDATION_MESSAGES['validation.required'].en);
    expect(translateValidationMessage('Già tradotto', 'it')).toBe('Già tradotto');
    const withParams = Object.entries(VALIDATION_MESSAGES).find(([, text]) => text.it.includes('{{'));
    expect(withParams).toBeDefined();
    const [key, text] = withParams!;
    const name = /\{\{(\w+)\}\}/.exec(text.it)![1]!;
    expect(translateValidationMessage(messageWithParams(key as keyof typeof VALIDATION_MESSAGES, { [name]: 1500 }), 'it')).toContain('1.500');
  });
});
