import { Box, Container, Group, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand.tsx';
import classes from './public-header.module.css';

/** The bar on top of the pages outside the signed-in app: the brand (to the login page) and `children` on the right. */
export function PublicHeader({ size, children }: { size: ContainerProps['size']; children: ReactNode }) {
  return (
    <Box component="header" className={classes.header}>
      <Container size={size} h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand to="/auth/login" />
          {children}
        </Group>
      </Container>
    </Box>
  );
}
