import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The breadcrumb built from the path's segments; the last one is the current page. */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;

  return (
    <nav aria-label={t('nav.breadcrumbLabel')}>
      <Breadcrumbs separatorMargin={6} mb="md">
        {segments.map((segment, index) => {
          const label = t(`nav.segments.${segment}`, { defaultValue: decodeURIComponent(segment) });
          const href = `/${segments.slice(0, index + 1).join('/')}`;
          return index === segments.length - 1 ? (
            <Text key={href} size="sm" c="dimmed" aria-current="page">
              {label}
            </Text>
          ) : (
            <Anchor key={href} component={Link} to={href} size="sm">
              {label}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
