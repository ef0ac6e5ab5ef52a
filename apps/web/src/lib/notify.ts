import { notifications } from '@mantine/notifications';

/** Success and failure toasts last 3 seconds (spec part 1 section 9). */
export const TOAST_DURATION_MS = 3000;

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: TOAST_DURATION_MS, withBorder: true });
}

export function notifyFailure(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_DURATION_MS, withBorder: true });
}
