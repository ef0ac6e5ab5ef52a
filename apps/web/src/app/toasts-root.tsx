import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../lib/notify.ts';

/** Mantine's toasts container, loaded with the first toast (overlay-hosts.tsx). */
export function ToastsRoot() {
  return <Notifications position="top-right" autoClose={TOAST_DURATION_MS} limit={4} />;
}
