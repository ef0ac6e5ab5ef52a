import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './brand.module.css';

/** The product's mark and name, linking home. */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={classes.link} aria-label={t('common.homeLink')}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" aria-hidden>
          <IconShieldCheck size={20} />
        </ThemeIcon>
        <Text fw={750} fz="lg" lh={1} aria-hidden>
          {t('common.appName')}
        </Text>
      </Group>
    </Link>
  );
}
