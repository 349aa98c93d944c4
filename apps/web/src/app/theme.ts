import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep navy: sober and legible, the colour clients expect from a law office. */
const navy: MantineColorsTuple = [
  '#eef3fb',
  '#dbe3f1',
  '#b3c4e3',
  '#88a3d5',
  '#6587c9',
  '#4f75c2',
  '#426cc0',
  '#345ba9',
  '#2b5098',
  '#1e4487',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 5 },
  colors: { navy },
  // System fonts keep the bundle small; the Arabic faces are the ones platforms ship.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Geeza Pro", Tahoma, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
