/**
 * What a user agent says about the device a session or sign-in came from, read with bowser (MIT). The device
 * key (browser family and operating system, no versions) tells a device seen before from a new one: a browser
 * update is not a new device, another browser or computer system is.
 */
import type { Device, DeviceType } from '@counsel/domain';
import Bowser from 'bowser';

const DEVICE_TYPES: ReadonlySet<string> = new Set<DeviceType>(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

const named = (name: string | undefined, version: string | undefined) =>
  name ? (version ? `${name} ${version}` : name) : null;

function parse(userAgent: string | null | undefined) {
  if (!userAgent) return null;
  try {
    return Bowser.parse(userAgent);
  } catch {
    return null;
  }
}

export function describeDevice(userAgent: string | null | undefined): Device {
  const parsed = parse(userAgent);
  if (!parsed) return { device_type: null, browser: null, os: null };
  const type = parsed.platform.type;
  return {
    device_type: type && DEVICE_TYPES.has(type) ? (type as DeviceType) : null,
    browser: named(parsed.browser.name, parsed.browser.version?.split('.')[0]),
    os: named(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}

/** The browser family and operating system, e.g. "Chrome|macOS"; null when the user agent names neither. */
export function deviceKey(userAgent: string | null | undefined): string | null {
  const parsed = parse(userAgent);
  const browser = parsed?.browser.name ?? '';
  const os = parsed?.os.name ?? '';
  if (!browser && !os) return userAgent ? `ua|${userAgent.slice(0, 200)}` : null;
  return `${browser}|${os}`;
}
