import type { NotificationEvent } from '@bb/domain';
import { ThemeIcon } from '@mantine/core';
import {
  IconBuildingBank,
  IconCircleCheck,
  IconFileAlert,
  IconFlagCheck,
  IconMail,
  IconRefresh,
  IconSquarePlus,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';

const EVENT_ICONS = {
  programApproved: { icon: IconCircleCheck, color: 'teal' },
  programCreated: { icon: IconSquarePlus, color: 'indigo' },
  reportReceived: { icon: IconFileAlert, color: 'blue' },
  reportUpdate: { icon: IconRefresh, color: 'violet' },
  reportFinalized: { icon: IconFlagCheck, color: 'green' },
  invitationReceived: { icon: IconMail, color: 'orange' },
  invitationUpdate: { icon: IconUserCheck, color: 'cyan' },
  companyDataChange: { icon: IconBuildingBank, color: 'grape' },
} as const satisfies Record<NotificationEvent, { icon: Icon; color: string }>;

/** The event's icon: decoration only, the sentence beside it says what happened. */
export function NotificationIcon({ event }: { event: NotificationEvent }) {
  const { icon: EventIcon, color } = EVENT_ICONS[event];
  return (
    <ThemeIcon variant="light" color={color} size={36} radius="xl" aria-hidden>
      <EventIcon size={20} stroke={1.7} />
    </ThemeIcon>
  );
}
