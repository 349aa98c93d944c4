/** A session's or sign-in's device as the page names it: browser and system, else its kind, else unknown. */
import type { Device } from '@counsel/domain';
import type { TFunction } from 'i18next';
import '../../locales/security';

export function deviceName(t: TFunction, device: Device): string {
  const parts = [device.browser, device.os].filter(Boolean);
  if (parts.length > 0) return parts.join(' · ');
  return device.device_type ? t(`security:deviceTypes.${device.device_type}`) : t('security:unknownDevice');
}
