/**
 * The public site's only script on most pages (a few hundred bytes): the language links store the choice, the copy
 * buttons copy, an entry named by ?id= scrolls into view, and forms that need more (the contact form) load their own
 * island. Everything else is HTML from the server.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
// After Text.css: an Anchor is a Text, and its underline must win over Text's `text-decoration: none`.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Typography.css';
import './site.css';
import { LANGUAGE_STORAGE_KEY } from '@bb/domain/i18n';

const YEAR_SECONDS = 365 * 24 * 3600;

/** The language choice, where both the site (a cookie the server reads) and the signed-in app (appLanguage) find it. */
function storeLanguage(language: string): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the cookie alone carries the choice.
  }
}

function wireLanguageLinks(): void {
  const params = new URLSearchParams(location.search);
  // Arrived through a ?lang= link (a search result, a shared address): that language is now the choice.
  if (params.has('lang')) storeLanguage(document.documentElement.lang);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language]')) {
    link.addEventListener('click', () => storeLanguage(link.dataset.language ?? 'it'));
  }
}

function wireCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      void navigator.clipboard.writeText(button.dataset.copy ?? '').then(() => {
        const done = button.dataset.copied;
        if (done) button.textContent = done;
      });
    });
  }
}

/** The wiki opened by ?id=<entry>: the server renders it open; here it is brought into view. */
function scrollToNamedEntry(): void {
  const id = new URLSearchParams(location.search).get('id');
  if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
}

function loadIslands(): void {
  if (document.querySelector('[data-island="contact-form"]')) void import('./islands/contact-form.tsx').then((island) => island.mount());
}

wireLanguageLinks();
wireCopyButtons();
scrollToNamedEntry();
loadIslands();
