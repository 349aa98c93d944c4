/** Short-lived messages, one call per outcome so every feature's toasts look alike. */
import { notifications } from '@mantine/notifications';

export const toast = {
  success(message: string, title?: string): void {
    notifications.show({ message, title, color: 'teal', withBorder: true });
  },
  error(message: string, title?: string): void {
    notifications.show({ message, title, color: 'red', withBorder: true, autoClose: 8000 });
  },
};
