import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLanguage } from '../../../lib/language.ts';
import { buildUser, renderWithProviders } from '../../../test/render.tsx';
import { ReportExportMenu } from './report-export-menu.tsx';
import { REPORT_ID } from './test-fixtures.ts';

afterEach(() => setCurrentLanguage('it'));

describe('the report export menu', () => {
  it('offers the PDF and the JSON as downloads in the interface language', async () => {
    setCurrentLanguage('it');
    renderWithProviders(<ReportExportMenu report={{ id: REPORT_ID }} />, { user: buildUser({ userType: 'hacker' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Esporta' }));
    const pdf = await screen.findByRole('menuitem', { name: 'PDF' });
    expect(pdf).toHaveAttribute('href', `/api/reports/${REPORT_ID}/export.pdf?lang=it`);
    expect(pdf).toHaveAttribute('download', `report-${REPORT_ID.slice(0, 8)}.pdf`);
    const json = screen.getByRole('menuitem', { name: 'JSON' });
    expect(json).toHaveAttribute('href', `/api/reports/${REPORT_ID}/export.json?lang=it`);
    expect(json).toHaveAttribute('download', `report-${REPORT_ID.slice(0, 8)}.json`);
  });

  // The keyboard itself (Enter, arrows) is walked in the browser: e2e/tests/report-export.spec.ts.
  it('opens from the keyboard with the two files and no focus placeholder among the menu items', async () => {
    renderWithProviders(<ReportExportMenu report={{ id: REPORT_ID }} />, { user: buildUser({ userType: 'company' }) });
    screen.getByRole('button', { name: 'Esporta' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['PDF', 'JSON']);
    expect(menu.querySelector('[role="presentation"]')).toBeNull();
  });
});
