import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIsPagePath } from '../lib/page-paths.tsx';
import classes from './app-breadcrumbs.module.css';

/**
 * Labels pages give to path segments the breadcrumb cannot translate (a record's id becomes its
 * name). A small store rather than a context: the breadcrumb sits in the layout, beside the page
 * rather than above it, so the page reaches it without a provider around both.
 */
const segmentLabels = new Map<string, string>();
const listeners = new Set<() => void>();
let snapshot: ReadonlyMap<string, string> = new Map();

function publish(): void {
  snapshot = new Map(segmentLabels);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readLabels = () => snapshot;

/** Shows `label` instead of `segment` in the breadcrumb while the calling page is mounted (nothing while it is null). */
export function useBreadcrumbLabel(segment: string, label: string | null | undefined): void {
  useEffect(() => {
    if (!segment || !label) return undefined;
    segmentLabels.set(segment, label);
    publish();
    return () => {
      if (segmentLabels.get(segment) !== label) return;
      segmentLabels.delete(segment);
      publish();
    };
  }, [segment, label]);
}

/** A record's id in the path: until its page names it (or when it cannot), the breadcrumb says "Dettaglio", never the id. */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The breadcrumb built from the path's segments; the last one is the current page. A segment links
 * only where its path is a page of the app: one that only groups pages (/create-report/{program},
 * /company/hackers/{id}) is plain text.
 */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isPage = useIsPagePath();
  const labels = useSyncExternalStore(subscribe, readLabels, readLabels);
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;

  return (
    <nav aria-label={t('nav.breadcrumbLabel')}>
      <Breadcrumbs separatorMargin={6} mb="md" classNames={{ root: classes.trail, breadcrumb: classes.item }}>
        {segments.map((segment, index) => {
          const decoded = decodeURIComponent(segment);
          const label = labels.get(decoded) ?? (RECORD_ID.test(decoded) ? t('nav.recordSegment') : t(`nav.segments.${segment}`, { defaultValue: decoded }));
          const href = `/${segments.slice(0, index + 1).join('/')}`;
          if (index === segments.length - 1) {
            return (
              <Text key={href} size="sm" c="dimmed">
                <span className={classes.current} aria-current="page">
                  {label}
                </span>
              </Text>
            );
          }
          return isPage(href) ? (
            <Anchor key={href} component={Link} to={href} size="sm">
              {label}
            </Anchor>
          ) : (
            <Text key={href} size="sm" c="dimmed">
              {label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
