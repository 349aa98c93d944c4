/** How stored files are named when they are answered. */
import { stripUnsafeCharacters } from '@counsel/domain';

/**
 * `attachment; filename="..."` with an ASCII fallback and the exact UTF-8 name (RFC 6266), without
 * control or bidirectional-override characters, which would make the saved name lie about itself.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const name = stripUnsafeCharacters(fileName) || 'file';
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
