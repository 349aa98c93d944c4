import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  Input,
  luminance,
  type MantineColorShade,
  type MantineColorsTuple,
  toRgba,
} from '@mantine/core';
import classes from './theme.module.css';

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

const PRIMARY_COLOR = 'navy';
/** The shade of every colour's filled variant (buttons, filled badges) and of its text and outline. */
const PRIMARY_SHADE: MantineColorShade = 8;

// ---------------------------------------------------------------------------------------------------------------
// Contrast (WCAG 2.1 AA). Mantine's light scheme writes some text too pale to read: dimmed text is gray-6 (3.3:1 on
// white), placeholders gray-5, `c="red"` red-8, yellow and orange badges their shade 9 on shade 1, and white on the
// filled shade of the warm colours. Instead of patching components one by one, every text colour the theme hands
// out is worked out here once: Mantine's own choice where it already reads at 4.5:1 on every background that text
// sits on, else the lightest darkening of it that does. A colour added to the palette later is covered the same way.
// ---------------------------------------------------------------------------------------------------------------

/** Normal-size text: WCAG 1.4.3 asks 4.5:1. */
const TEXT_CONTRAST = 4.5;

const palette = { ...DEFAULT_THEME.colors, [PRIMARY_COLOR]: navy };
const { white } = DEFAULT_THEME;
const gray = palette.gray;

/**
 * The backgrounds ordinary text sits on: the page and cards (white), the sign-in page and hovered or striped table
 * rows (gray-0, gray-1), and selected rows and the active navigation item (the primary colour's light shades).
 */
const SURFACES: readonly string[] = [white, gray[0], gray[1], navy[0], navy[1]];

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function toHex(color: string): string {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` itself when it reads on every background, else the lightest darkening of it that does. */
function readable(color: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST): string {
  for (let step = 0; step <= 40; step += 1) {
    const candidate = step === 0 ? color : toHex(darken(color, step * 0.025));
    if (backgrounds.every((background) => contrast(candidate, background) >= ratio)) return candidate;
  }
  return DEFAULT_THEME.black;
}

/** The per-colour variables Mantine derives in the light scheme, made readable. */
function readableColorVariables(name: string, shades: readonly string[]): Record<string, string> {
  const base = shades[PRIMARY_SHADE]!;
  // Filled buttons and badges write white on the filled shade; the hover shade must carry white text too.
  const filled = readable(base, [white]);
  const defaultHover = shades[PRIMARY_SHADE === 9 ? 8 : PRIMARY_SHADE + 1]!;
  const hover = luminance(defaultHover) < luminance(filled) ? defaultHover : toHex(darken(filled, 0.1));
  const filledHover = readable(hover, [white]);
  // Light badges, avatars, alerts' titles and light or subtle buttons: shade 9 on shade 1 (shade 2 when hovered),
  // or on the page itself for the subtle and transparent variants.
  const lightColor = readable(shades[9]!, [shades[1]!, shades[2]!, ...SURFACES]);
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: filledHover,
    [`--mantine-color-${name}-light-color`]: lightColor,
    // `c="red"` and friends, and outline badges and buttons.
    [`--mantine-color-${name}-text`]: readable(base, SURFACES),
    [`--mantine-color-${name}-outline`]: readable(base, SURFACES),
  };
}

/** Theme-wide text colours of the light scheme, each readable on the backgrounds it is used on. */
const readableSchemeVariables: Record<string, string> = {
  // Secondary text everywhere: table cells, descriptions, captions, selected rows.
  '--mantine-color-dimmed': readable(gray[6], SURFACES),
  // Inputs are white, gray-1 in the filled variant and gray-2 when disabled; a placeholder may be the only hint of
  // what to type, or of why the field is disabled.
  '--mantine-color-placeholder': readable(gray[5], [white, gray[0], gray[1], gray[2]]),
  // Field errors sit under inputs, on the page or in a dialog.
  '--mantine-color-error': readable(palette.red[6], SURFACES),
  '--mantine-color-success': readable(palette.teal[8], SURFACES),
  '--mantine-color-anchor': readable(navy[PRIMARY_SHADE], SURFACES),
  // A disabled button or checkbox label still says what it would do: readable on the disabled grey and the page.
  '--mantine-color-disabled-color': readable(gray[5], [gray[2], white]),
};

const readablePaletteVariables: Record<string, string> = Object.assign(
  {},
  ...Object.entries(palette).map(([name, shades]) => readableColorVariables(name, shades)),
);

/** Given to MantineProvider: the light scheme's text colours, all at WCAG AA. The app offers no dark scheme. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { ...readablePaletteVariables, ...readableSchemeVariables },
  dark: {},
});

export const theme = createTheme({
  primaryColor: PRIMARY_COLOR,
  primaryShade: { light: PRIMARY_SHADE, dark: 5 },
  colors: { navy },
  // System fonts keep the bundle small; the Arabic faces are the ones platforms ship.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Geeza Pro", Tahoma, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // --- Contrast and links (accessibility) ---
    // A link inside a sentence must be told apart without colour alone (WCAG 1.4.1): links are always underlined.
    // A link that is a whole control of its own (the logo) says underline="never" where it is written.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A disabled field keeps its text readable: see theme.module.css.
    Input: Input.extend({ classNames: { input: classes.input } }),
    // --- end contrast and links ---
  },
});
