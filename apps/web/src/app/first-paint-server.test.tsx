import { describe, expect, it } from 'vitest';
import { renderAppFirstPaint } from './first-paint-server.tsx';

describe("the server's first paint of the sign-in page", () => {
  it('is the sign-in form in the asked language, its fields named as the app reads them', async () => {
    const italian = await renderAppFirstPaint('/auth/login', 'it');
    const english = await renderAppFirstPaint('/auth/login', 'en');
    expect(italian).toContain('>Accedi</h1>');
    expect(english).toContain('>Sign in</h1>');
    for (const name of ['email', 'password', 'rememberMe']) expect(italian).toContain(`name="${name}"`);
  });

  it('submits nothing before the app has started: no submit button, and a form that would post, never get', async () => {
    const html = (await renderAppFirstPaint('/auth/login', 'it'))!;
    expect(html).not.toContain('type="submit"');
    expect(html.match(/<form [^>]*>/g)).toEqual([expect.stringContaining('method="post"')]);
  });

  it('leaves every other page of the app to the app', async () => {
    for (const path of ['/dashboard', '/auth/signup', '/auth/login/extra']) expect(await renderAppFirstPaint(path, 'it')).toBeNull();
  });
});
