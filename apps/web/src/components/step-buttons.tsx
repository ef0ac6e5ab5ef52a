import { ActionIcon, Group } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The label sits above the input (its description under it): the buttons line up with the box. */
const LABEL_OFFSET = 26;

interface StepButton {
  label: string;
  onClick: () => void;
  disabled: boolean;
}

/** An amount input between its minus and plus buttons (budget steps of 100, spec part 1 section 5). */
export function StepButtons({ minus, plus, children }: { minus: StepButton; plus: StepButton; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <ActionIcon variant="default" size={36} mt={LABEL_OFFSET} aria-label={minus.label} onClick={minus.onClick} disabled={minus.disabled}>
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      {children}
      <ActionIcon variant="default" size={36} mt={LABEL_OFFSET} aria-label={plus.label} onClick={plus.onClick} disabled={plus.disabled}>
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
