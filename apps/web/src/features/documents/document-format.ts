/** Card titles are cut at 12 characters (8 in small cards), the full title shown on hover. */
export function truncateTitle(title: string, max: number): string {
  const characters = Array.from(title);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : title;
}
