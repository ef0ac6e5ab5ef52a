import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pagePathTest, PagePathsProvider } from '../lib/page-paths.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { AppBreadcrumbs, useBreadcrumbLabel } from './app-breadcrumbs.tsx';

const ID = '5a1b2c3d-0000-4000-8000-000000000001';

/** A few pages, as the app's router would give them (app/breadcrumb-links.test.tsx walks the real ones). */
const isPage = pagePathTest(['/programs', '/programs/new', '/programs/:id', '/programs/:id/edit', '/company/hackers/:hackerId', '*'].map((path) => ({ path })));

function Breadcrumbs() {
  return (
    <PagePathsProvider value={isPage}>
      <AppBreadcrumbs />
    </PagePathsProvider>
  );
}

function NamedPage({ label }: { label: string | null }) {
  useBreadcrumbLabel(ID, label);
  return null;
}

/** The breadcrumb beside a page that names its segment, as the layout places them; the page can go away. */
function Harness({ label }: { label: string | null }) {
  const [mounted, setMounted] = useState(true);
  return (
    <>
      <Breadcrumbs />
      {mounted ? <NamedPage label={label} /> : null}
      <button type="button" onClick={() => setMounted(false)}>
        leave
      </button>
    </>
  );
}

const trail = () => within(screen.getByRole('navigation', { name: 'Percorso' }));

describe('breadcrumb', () => {
  it('translates known segments and links every segment but the last', () => {
    renderWithProviders(<Breadcrumbs />, { route: '/programs/new' });
    expect(trail().getByRole('link', { name: 'Programmi' })).toHaveAttribute('href', '/programs');
    expect(trail().getByText('Nuovo')).toHaveAttribute('aria-current', 'page');
  });

  it('shows segments that are no page as plain text', () => {
    renderWithProviders(<Breadcrumbs />, { route: `/company/hackers/${ID}` });
    expect(trail().queryAllByRole('link')).toHaveLength(0);
    expect(trail().getByText('Dettaglio')).toHaveAttribute('aria-current', 'page');
    expect(trail().queryByText(ID)).not.toBeInTheDocument();
  });

  it('shows the label a page gives its segment, and a generic name again once the page is gone', async () => {
    renderWithProviders(<Harness label="Portale clienti" />, { route: `/programs/${ID}` });
    expect(await trail().findByText('Portale clienti')).toHaveAttribute('aria-current', 'page');
    expect(trail().queryByText(ID)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(await trail().findByText('Dettaglio')).toBeInTheDocument();
    expect(trail().queryByText('Portale clienti')).not.toBeInTheDocument();
  });

  it('never shows a record id, not even while the page has no label yet', () => {
    renderWithProviders(<Harness label={null} />, { route: `/programs/${ID}/edit` });
    expect(trail().getByRole('link', { name: 'Dettaglio' })).toHaveAttribute('href', `/programs/${ID}`);
    expect(trail().queryByText(ID)).not.toBeInTheDocument();
  });
});
