import { describe, expect, it } from 'vitest';
import { describeDevice, deviceKey } from './devices.js';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

describe('describeDevice', () => {
  it('names the kind of device, the browser with its major version and the system', () => {
    expect(describeDevice(ANDROID_CHROME)).toEqual({ device_type: 'mobile', browser: 'Chrome 120', os: 'Android 14' });
    expect(describeDevice(IPAD_SAFARI)).toMatchObject({ device_type: 'tablet', browser: 'Safari 17' });
  });

  it('answers nulls for no user agent and for one that names nothing it knows', () => {
    expect(describeDevice(undefined)).toEqual({ device_type: null, browser: null, os: null });
    expect(describeDevice('')).toEqual({ device_type: null, browser: null, os: null });
    expect(describeDevice('curl/8.5.0').device_type).toBeNull();
  });
});

describe('deviceKey', () => {
  it('is the browser family and the system, so an update of either is the same device', () => {
    expect(deviceKey(ANDROID_CHROME)).toBe('Chrome|Android');
    expect(deviceKey(ANDROID_CHROME.replace('Chrome/120', 'Chrome/121').replace('Android 14', 'Android 15'))).toBe(
      'Chrome|Android',
    );
    expect(deviceKey(IPAD_SAFARI)).not.toBe(deviceKey(ANDROID_CHROME));
  });

  it('is null without a user agent, and the agent itself when it names no browser nor system', () => {
    expect(deviceKey(undefined)).toBeNull();
    expect(deviceKey('Counsel-Probe')).toBe('ua|Counsel-Probe');
  });
});
