/**
 * The sections of the settings home: every page of the registry's settings group, each once. Pages the
 * registry reaches through a redirect (the firm profile, under the firm's id) link straight to their page.
 */
import { PAGES, type PageEntry } from '../../lib/pages';

export function settingsSections(firmId: number): PageEntry[] {
  return PAGES.filter((page) => page.group === 'settings' && page.id !== 'settings-home').map((page) =>
    page.id === 'firm-profile' ? { ...page, path: `/settings/${firmId}/settings-profile` } : page,
  );
}
