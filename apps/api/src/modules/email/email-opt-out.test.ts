/** The line under an email a setting stops (issue 21): the link that stops that kind of email. */
import { describe, expect, it } from 'vitest';
import { renderEmail } from './email.templates.ts';

describe('the opt-out line of an email', () => {
  const data = { program: 'P', company: 'C', link: 'https://x.test/programs/1', settingsLink: 'https://x.test/account' };

  it('is said in the recipient language, in both bodies, only when the email has a link', () => {
    const link = 'https://x.test/opt?token=a.b&c';
    const en = renderEmail('programCreated', 'en', data, link);
    expect(en.text).toContain(`Do not want these emails any more? Turn them off here: ${link}`);
    expect(en.html).toContain('<a href="https://x.test/opt?token=a.b&#38;c" style="color:#555">Turn them off here</a>');
    expect(renderEmail('programCreated', 'it', data, link).text).toContain(`Non vuoi più ricevere queste email? Disattivale qui: ${link}`);
    const without = renderEmail('programCreated', 'it', data);
    expect(without.text).not.toContain('/opt?');
    expect(without.html).not.toContain('Disattivale');
  });
});
