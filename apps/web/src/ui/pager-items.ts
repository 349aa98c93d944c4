/**
 * Which page buttons a pager shows: page 1, the last page and the pages within 1 of the current one,
 * with an ellipsis wherever pages are skipped (documents-forms-workflows §9).
 */
export type PagerItem = number | 'ellipsis';

export const PAGER_NEIGHBOURS = 1;

export function pagerItems(current: number, totalPages: number): PagerItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let p = page - PAGER_NEIGHBOURS; p <= page + PAGER_NEIGHBOURS; p += 1) {
    if (p >= 1 && p <= totalPages) shown.add(p);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous > 1) items.push('ellipsis');
    items.push(p);
  });
  return items;
}

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
