/**
 * A profile photo is stored under a storage key (`{firm}/{yyyy}/{mm}/{uuid}.{ext}`); users.image holds the
 * API path that serves it, whose `v` names the key's tail. So every feature can put users.image straight
 * into an avatar, and the path changes with each new photo (browsers may cache it for good).
 */
import { employeeImagePath } from '@counsel/domain';

const VERSION = /^(\d{4})-(\d{2})-([0-9a-f-]{36}(?:\.[a-z0-9]+)?)$/;

export function imagePathFor(userId: number, key: string): string {
  const tail = key.split('/').slice(1).join('-');
  return employeeImagePath(userId, tail);
}

/** The storage key behind a stored image path of this firm, or null when there is none or it is not ours. */
export function imageKeyOf(lawFirmId: number, imagePath: string | null): string | null {
  if (!imagePath) return null;
  const version = new URL(imagePath, 'http://local').searchParams.get('v');
  const match = version ? VERSION.exec(version) : null;
  if (!match) return null;
  return `${lawFirmId}/${match[1]}/${match[2]}/${match[3]}`;
}
