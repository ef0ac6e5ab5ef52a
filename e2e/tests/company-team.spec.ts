import { expect } from '@playwright/test';
import { emailedLink, expectAccessible, pageInNewContext, screenshot, signIn, strongPassword, uniqueName, test } from './support.ts';

const ADMIN = { email: 'company@demo.bugbounty.local', password: 'Company-Demo-2026!' };

test('a company admin invites a collaborator who joins through the email, then blocks them', async ({ page, browser, request }) => {
  const username = uniqueName('nina');
  const email = `${username}@example.com`;
  const password = strongPassword();

  // The demo company's admin opens the Team tab and invites a collaborator.
  await page.goto('/auth/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Ciao, Marco' })).toBeVisible();
  await page.goto('/company-profile?tab=team');
  await page.getByRole('button', { name: 'Invita un collaboratore' }).click();
  const invite = page.getByRole('dialog', { name: 'Invita un collaboratore' });
  await invite.getByRole('textbox', { name: 'Nome', exact: true }).fill('Nina');
  await invite.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
  await invite.getByRole('textbox', { name: 'Username' }).fill(username);
  await invite.getByRole('textbox', { name: 'Email' }).fill(email);
  // An invitation offers the spec's two roles; changing a role later offers all five.
  await expect(invite.getByRole('radio')).toHaveCount(2);
  await invite.getByRole('radio', { name: 'Triager' }).check();
  await expectAccessible(page);
  await screenshot(page, 'team-01-invite');
  await invite.getByRole('button', { name: "Invia l'invito" }).click();
  await expect(page.getByText('Invito inviato')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row.getByText('Invito in attesa')).toBeVisible();
  await screenshot(page, 'team-02-pending');

  // The collaborator chooses a password from the emailed link and signs in.
  const collaborator = await pageInNewContext(browser);
  await collaborator.goto(await emailedLink(request, email, '/auth/accept-invitation'));
  await expect(collaborator.getByRole('heading', { name: "Accetta l'invito" })).toBeVisible();
  await collaborator.getByRole('textbox', { name: 'Nuova password' }).fill(password);
  await collaborator.getByRole('textbox', { name: 'Conferma password' }).fill(password);
  await screenshot(collaborator, 'team-03-accept-invitation');
  await collaborator.getByRole('button', { name: "Attiva l'account" }).click();
  await expect(collaborator.getByText('Il tuo account è pronto.', { exact: false })).toBeVisible();
  await collaborator.getByRole('link', { name: 'Vai al login' }).click();
  await signIn(collaborator, email, password);
  await expect(collaborator.getByRole('heading', { name: 'Ciao, Nina' })).toBeVisible();
  await screenshot(collaborator, 'team-04-collaborator-dashboard');

  // The admin sees the member active and makes them read-only: one of the five roles.
  await page.reload();
  await expect(row.getByText('Attivo')).toBeVisible();
  await row.getByRole('button', { name: /Azioni per Nina Rossi/ }).click();
  await page.getByRole('menuitem', { name: 'Cambia ruolo' }).click();
  const roles = page.getByRole('dialog', { name: 'Cambia ruolo' });
  await expect(roles.getByRole('radio')).toHaveCount(5);
  await roles.getByRole('radio', { name: 'Sola lettura' }).check();
  await expectAccessible(page);
  await screenshot(page, 'team-05-change-role');
  await roles.getByRole('button', { name: 'Cambia ruolo' }).click();
  await expect(page.getByText('Ruolo aggiornato')).toBeVisible();
  await expect(row.getByText('Sola lettura')).toBeVisible();

  // A read-only member is offered nothing they may not do, and is told so.
  await collaborator.goto('/programs');
  await expect(collaborator.getByText('Il tuo ruolo permette solo la consultazione dei programmi.')).toBeVisible();
  await expect(collaborator.getByRole('link', { name: 'Crea programma' })).toHaveCount(0);
  await expectAccessible(collaborator);
  await screenshot(collaborator, 'team-06-viewer-programs');
  await collaborator.goto('/company-profile?tab=team');
  await expect(collaborator.getByText(/Solo gli amministratori dell'azienda possono invitare collaboratori/)).toBeVisible();
  await expect(collaborator.getByRole('button', { name: 'Invita un collaboratore' })).toHaveCount(0);
  await screenshot(collaborator, 'team-07-viewer-team');

  // The admin blocks them: their session ends and sign-in is refused.
  await row.getByRole('button', { name: /Azioni per Nina Rossi/ }).click();
  await page.getByRole('menuitem', { name: 'Blocca' }).click();
  const confirm = page.getByRole('dialog', { name: /Bloccare Nina Rossi/ });
  await screenshot(page, 'team-08-block-confirm');
  await confirm.getByRole('button', { name: 'Blocca' }).click();
  await expect(page.getByText('Membro bloccato')).toBeVisible();
  await expect(row.getByText('Bloccato')).toBeVisible();

  await collaborator.reload();
  await expect(collaborator).toHaveURL(/\/auth\/login/);
  await signIn(collaborator, email, password);
  await expect(collaborator.getByRole('dialog', { name: 'Si è verificato un problema' })).toBeVisible();
  await expect(collaborator.getByText("L'account è stato bloccato. Contatta il supporto.")).toBeVisible();
  await screenshot(collaborator, 'team-09-blocked-sign-in');
});
