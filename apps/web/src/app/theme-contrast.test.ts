import {
  type CSSVariablesResolver,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineTheme,
  mergeMantineTheme,
} from '@mantine/core';
import { type Colord, colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { previewPalette } from '../features/billing/preview/palette';
import { cssVariablesResolver, theme } from './theme';

extend([a11yPlugin]);

const AA = 4.5;

/** The light scheme's CSS variables as the browser gets them: Mantine's defaults, then the app's resolver. */
function lightVariables(resolved: MantineTheme, resolver: CSSVariablesResolver | undefined): Record<string, string> {
  const base = defaultCssVariablesResolver(resolved);
  const own = resolver?.(resolved);
  return { ...base.variables, ...base.light, ...own?.variables, ...own?.light };
}

function makeResolver(variables: Record<string, string>) {
  /** A CSS colour value with its var() references followed to the end. */
  const value = (css: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(css.trim());
    if (!reference) return css.trim();
    const next = variables[reference[1]!];
    if (next === undefined) throw new Error(`unknown CSS variable ${reference[1]}`);
    return value(next);
  };
  /** An opaque colour: a translucent one (Mantine's light variants may be rgba) is laid over `over`. */
  const color = (css: string, over = '#ffffff'): Colord => {
    const resolved = value(css);
    const parsed = colord(resolved === 'transparent' ? 'rgba(0,0,0,0)' : resolved);
    if (!parsed.isValid()) throw new Error(`not a colour: ${css} (${resolved})`);
    const alpha = parsed.alpha();
    if (alpha >= 1) return parsed;
    const under = colord(over).toRgb();
    const top = parsed.toRgb();
    const mix = (a: number, b: number) => Math.round(a * alpha + b * (1 - alpha));
    return colord({ r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b) });
  };
  return { value, color };
}

interface Pair {
  what: string;
  text: string;
  background: string;
}

/** Every text/background pair the theme hands out in the light scheme, for a given theme and resolver. */
function pairs(
  themeOverride: typeof theme,
  resolver: CSSVariablesResolver | undefined,
): Array<Pair & { ratio: number }> {
  const resolved = mergeMantineTheme(DEFAULT_THEME, themeOverride);
  const variables = lightVariables(resolved, resolver);
  const { color } = makeResolver(variables);
  // The backgrounds ordinary text sits on: page and cards, the sign-in page and hovered or striped rows,
  // and selected rows or the active navigation item (the primary colour's light background).
  const surfaces = {
    body: 'var(--mantine-color-body)',
    'default-hover (gray-0)': 'var(--mantine-color-default-hover)',
    'gray-1': 'var(--mantine-color-gray-1)',
    'primary light': 'var(--mantine-primary-color-light)',
    'primary-0': 'var(--mantine-primary-color-0)',
  };
  const list: Pair[] = [];
  const onSurfaces = (what: string, text: string) => {
    for (const [name, background] of Object.entries(surfaces))
      list.push({ what: `${what} on ${name}`, text, background });
  };

  onSurfaces('dimmed text', 'var(--mantine-color-dimmed)');
  onSurfaces('body text', 'var(--mantine-color-text)');
  onSurfaces('error text', 'var(--mantine-color-error)');
  onSurfaces('link', 'var(--mantine-color-anchor)');
  list.push({
    what: 'placeholder on an input',
    text: 'var(--mantine-color-placeholder)',
    background: 'var(--mantine-color-body)',
  });
  list.push({
    what: 'placeholder on a disabled input',
    text: 'var(--mantine-color-placeholder)',
    background: 'var(--mantine-color-disabled)',
  });
  list.push({
    what: 'disabled label on a disabled control',
    text: 'var(--mantine-color-disabled-color)',
    background: 'var(--mantine-color-disabled)',
  });
  list.push({
    what: 'disabled checkbox label on the page',
    text: 'var(--mantine-color-disabled-color)',
    background: 'var(--mantine-color-body)',
  });

  for (const name of Object.keys(resolved.colors)) {
    // `c="red"` and the like.
    onSurfaces(`${name} text`, `var(--mantine-color-${name}-text)`);
    for (const variant of ['filled', 'light', 'outline', 'subtle'] as const) {
      const colors = resolved.variantColorResolver({ color: name, theme: resolved, variant });
      if (!colors.color || !colors.background) throw new Error(`${variant} ${name} has no colours`);
      const transparent = color(colors.background).alpha() === 0;
      if (transparent) onSurfaces(`${variant} ${name}`, colors.color);
      else list.push({ what: `${variant} ${name}`, text: colors.color, background: colors.background });
      if (colors.hover && color(colors.hover).alpha() > 0)
        list.push({ what: `${variant} ${name}, hovered`, text: colors.color, background: colors.hover });
    }
  }

  return list.map((pair) => {
    const background = color(pair.background);
    return { ...pair, ratio: color(pair.text, background.toHex()).contrast(background) };
  });
}

const failing = (list: ReturnType<typeof pairs>) =>
  list.filter((pair) => pair.ratio < AA).map((pair) => `${pair.what}: ${pair.ratio.toFixed(2)}:1`);

describe('the theme’s text colours (light scheme)', () => {
  const list = pairs(theme, cssVariablesResolver);

  it('checks every colour of the palette in every variant the app uses', () => {
    for (const name of ['navy', 'gray', 'red', 'green', 'yellow', 'orange', 'blue', 'cyan', 'teal', 'grape', 'lime']) {
      for (const what of [`light ${name}`, `filled ${name}`, `outline ${name}`, `${name} text on body`])
        expect(list.map((pair) => pair.what)).toContain(what);
    }
    expect(list.length).toBeGreaterThan(200);
  });

  it('reads at 4.5:1 or more everywhere: dimmed, badges, avatars, buttons, links, placeholders, errors', () => {
    expect(failing(list)).toEqual([]);
  });

  it('is needed: Mantine’s own light scheme fails on dimmed text, warm badges and white on filled colours', () => {
    const before = failing(pairs(createPlainTheme(), undefined));
    expect(before).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^dimmed text on body: 3\.3/),
        expect.stringMatching(/^light yellow: /),
        expect.stringMatching(/^light orange: /),
        expect.stringMatching(/^filled yellow: /),
        expect.stringMatching(/^filled orange: /),
        expect.stringMatching(/^placeholder on an input: /),
      ]),
    );
  });

  it('underlines links, so that a link inside a sentence is not told apart by colour alone', () => {
    expect(theme.components?.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
  });
});

describe('colours the app sets outside the theme', () => {
  it('the invoice preview’s headings and totals read on the page and on the tinted strips, in both schemes', () => {
    for (const scheme of ['Primary', 'Black'] as const) {
      const { accent, tint } = previewPalette(scheme);
      expect(colord(accent).contrast('#ffffff'), `${scheme} accent on white`).toBeGreaterThanOrEqual(AA);
      expect(colord(accent).contrast(tint), `${scheme} accent on its tint`).toBeGreaterThanOrEqual(AA);
    }
  });
});

/** The app's theme without its contrast work: same palette and shades, Mantine's default variables. */
function createPlainTheme(): typeof theme {
  const { components: _components, ...rest } = theme;
  return rest;
}
