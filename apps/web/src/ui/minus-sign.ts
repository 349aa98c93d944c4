/** The value (as Mantine or a text input hands it) carries a minus sign. */
export function hasMinusSign(value: unknown): boolean {
  if (typeof value === 'number') return value < 0 || Object.is(value, -0);
  return typeof value === 'string' && value.includes('-');
}
