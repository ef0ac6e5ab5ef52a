import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../../../test/render.tsx';
import { HackerProgramCard } from './hacker/hacker-program-card.tsx';
import { ProgramPausedNotice } from './program-paused-notice.tsx';
import { programCard, programDetail } from './test-fixtures.ts';

const budgetPaused = (abilities: Partial<ReturnType<typeof programDetail>['abilities']> = {}) =>
  programDetail({
    status: 'paused',
    isPaused: true,
    pausedForBudget: true,
    remainingBudget: 0,
    lowestPrize: 200,
    abilities: { ...programDetail().abilities, pause: false, ...abilities },
  });

describe('a paused program says why', () => {
  it('to its company: the budget rule, with what is left against the lowest prize, and the way back', () => {
    renderWithProviders(<ProgramPausedNotice program={budgetPaused({ increaseBudget: true })} />, { user: buildUser({ userType: 'company' }) });
    expect(screen.getByText('In pausa automatica: il budget non basta')).toBeInTheDocument();
    const notice = screen.getByTestId('program-paused-notice');
    expect(notice).toHaveTextContent('Il budget residuo (0,00 €) non copre il premio più basso del programma (200,00 €)');
    expect(notice).toHaveTextContent('Aumenta il budget: il programma riprende da solo');
  });

  it('to those who cannot increase the budget: it resumes when the company does', () => {
    renderWithProviders(<ProgramPausedNotice program={budgetPaused({ increaseBudget: false })} />, { user: buildUser({ userType: 'hacker' }) });
    expect(screen.getByTestId('program-paused-notice')).toHaveTextContent("Riprende da solo quando l'azienda aumenta il budget.");
  });

  it("a person's pause without budget figures, and nothing on an active program", () => {
    const { unmount } = renderWithProviders(<ProgramPausedNotice program={programDetail({ status: 'paused', isPaused: true })} />);
    expect(screen.getByTestId('program-paused-notice')).toHaveTextContent('Programma in pausa');
    expect(screen.queryByText(/budget residuo/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ProgramPausedNotice program={programDetail()} />);
    expect(screen.queryByTestId('program-paused-notice')).not.toBeInTheDocument();
  });
});

describe("a hacker's program card", () => {
  it('promises no reward on a paused program and says it takes no reports', () => {
    renderWithProviders(<HackerProgramCard program={programCard({ status: 'paused', reward: 0 })} />, { user: buildUser({ userType: 'hacker' }) });
    expect(screen.getByText('Nessuno finché è in pausa')).toBeInTheDocument();
    expect(screen.queryByText(/fino a/)).not.toBeInTheDocument();
    expect(screen.getByText('Programma in pausa: non accetta report finché non riprende.')).toBeInTheDocument();
  });

  it('shows "up to" what the API says one report can be paid on an active program', () => {
    renderWithProviders(<HackerProgramCard program={programCard({ reward: 1380 })} />, { user: buildUser({ userType: 'hacker' }) });
    expect(screen.getByText(/fino a 1\.380/)).toBeInTheDocument();
  });
});
