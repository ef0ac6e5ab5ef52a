import { ERROR_CODES, ERRORS } from '@bb/domain/errors';
import type { Language } from '@bb/domain/i18n';
import { VALIDATION_MESSAGES } from '@bb/domain/validation-messages';

export type TranslationTree = { [key: string]: string | TranslationTree };

function setPath(tree: TranslationTree, path: string[], value: string): void {
  let node = tree;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    if (typeof next === 'object') node = next;
    else node = node[segment] = {};
  }
  node[path[path.length - 1] as string] = value;
}

/** `source` over `target`, key by key (both trees). */
export function mergeTranslations(target: TranslationTree, source: TranslationTree): TranslationTree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeTranslations(existing, value);
    else target[key] = value;
  }
  return target;
}

/**
 * The wording the domain package owns: `errors.<CODE>` from ERRORS and `validation.*` from
 * VALIDATION_MESSAGES (whose keys are already dotted i18n keys).
 */
export function domainTranslations(language: Language): TranslationTree {
  const tree: TranslationTree = { errors: {} };
  for (const code of ERROR_CODES) setPath(tree, ['errors', code], ERRORS[code][language]);
  for (const [key, messages] of Object.entries(VALIDATION_MESSAGES)) setPath(tree, key.split('.'), messages[language]);
  return tree;
}
