/**
 * The keyboard half of the accessibility pass: Tab through a page and check every stop. A stop must be seen when it
 * has the focus (inside the viewport after the browser scrolled to it, not hidden, clipped to nothing or covered by a
 * sticky header, toast or overlay) and must draw a ring (an outline or box-shadow it does not draw unfocused).
 */
import type { Page } from '@playwright/test';

/** Enough for a page's header, menu and main controls; long lists repeat the same kind of control. */
export const TAB_STOPS = 60;

interface Stop {
  name: string;
  problem: string | null;
}

/**
 * Runs in the page after each Tab: checks the focused element; 'done' when focus left the page, 'cycle' when it
 * came back to a stop already seen.
 */
async function inspectFocused(within: string | null): Promise<Stop | 'done' | 'cycle'> {
  type Recorded = { element: Element; candidates: Element[]; focused: string[]; name: string };
  const state = window as unknown as { __tabStops?: Recorded[] };
  state.__tabStops ??= [];
  const element = document.activeElement;
  if (!element || element === document.body || element.tagName === 'IFRAME') return 'done';
  if (within && !element.closest(within)) return 'done';
  if (state.__tabStops.some((stop) => stop.element === element)) return 'cycle';

  // What the focus changed (a field's calendar closing, a ring fading in) is drawn in the next frames; a
  // transition is taken at its end.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish();
  }
  const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim();
  const tag = element.tagName.toLowerCase();
  const role = element.getAttribute('role');
  const type = element.getAttribute('type');
  const name = `${role ?? tag}${type ? `[${type}]` : ''} "${text.replace(/\s+/g, ' ').slice(0, 40)}"`;

  // Mantine hides the real input of a switch or segmented control and draws its focus on the element after it.
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  const hiddenInput =
    element instanceof HTMLInputElement && (rect.width < 2 || rect.height < 2 || Number(style.opacity) === 0);
  const shown = hiddenInput ? (element.nextElementSibling ?? element.parentElement!) : element;
  const candidates = [shown, element.parentElement, element.parentElement?.parentElement].filter(
    (node): node is Element => Boolean(node),
  );
  const look = (node: Element) => {
    const s = getComputedStyle(node);
    return `${s.outlineStyle}|${s.outlineWidth}|${s.outlineColor}|${s.boxShadow}`;
  };
  state.__tabStops.push({ element, candidates, focused: candidates.map(look), name });

  // What shows of the element: its first line box (a link can wrap) inside the viewport and inside every
  // ancestor that clips (a scrolling table, a collapsed menu).
  const firstBox = shown.getClientRects()[0] ?? shown.getBoundingClientRect();
  let [left, top, right, bottom] = [firstBox.left, firstBox.top, firstBox.right, firstBox.bottom];
  const clip = (r: { left: number; top: number; right: number; bottom: number }) => {
    [left, top, right, bottom] = [
      Math.max(left, r.left),
      Math.max(top, r.top),
      Math.min(right, r.right),
      Math.min(bottom, r.bottom),
    ];
  };
  clip({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight });
  for (let node = shown.parentElement; node && node !== document.body; node = node.parentElement) {
    if (getComputedStyle(node).overflow !== 'visible') clip(node.getBoundingClientRect());
  }
  // A toast or dropdown fading out (opacity 0) covers nothing.
  const seen = (node: Element) => {
    for (let n: Element | null = node; n; n = n.parentElement) if (getComputedStyle(n).opacity === '0') return false;
    return true;
  };
  const judge = (): string | null => {
    if (!element.checkVisibility({ opacityProperty: !hiddenInput, visibilityProperty: true })) return 'hidden';
    if (firstBox.width < 1 || firstBox.height < 1) return 'zero size';
    if (right - left < 1 || bottom - top < 1) return 'outside the viewport or clipped away';
    // The middle of what shows and a point just inside its top edge (where a sticky header would sit).
    const x = (left + right) / 2;
    for (const y of [(top + bottom) / 2, top + Math.min(3, (bottom - top) / 2)]) {
      const hit = document.elementsFromPoint(x, y).find(seen) ?? null;
      const related =
        hit &&
        (shown.contains(hit) ||
          element.contains(hit) ||
          // An element that lets the pointer through is hit as its container.
          (hit.contains(element) && getComputedStyle(element).pointerEvents === 'none') ||
          (hiddenInput && hit.contains(element)));
      if (!related) {
        const cover = hit
          ? `${hit.tagName.toLowerCase()}${hit.className ? `.${String(hit.className).split(' ')[0]}` : ''}`
          : 'nothing';
        return `covered by ${cover}`;
      }
    }
    return null;
  };
  // A toast steps aside when the keyboard reaches what it covers (app/toast-yield.ts): give it a few frames to go.
  let problem = judge();
  const until = performance.now() + 2000;
  while (problem?.startsWith('covered by') && performance.now() < until) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
    problem = judge();
  }
  return { name, problem };
}

/** After the pass, with nothing focused: the stops that looked the same focused and unfocused. */
function stopsWithoutRing(): string[] {
  type Recorded = { element: Element; candidates: Element[]; focused: string[]; name: string };
  const stops = (window as unknown as { __tabStops?: Recorded[] }).__tabStops ?? [];
  (document.activeElement as HTMLElement | null)?.blur();
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish();
  }
  const look = (node: Element) => {
    const s = getComputedStyle(node);
    return `${s.outlineStyle}|${s.outlineWidth}|${s.outlineColor}|${s.boxShadow}`;
  };
  const draws = (value: string) => {
    const [outlineStyle, outlineWidth, , boxShadow] = value.split('|');
    return (outlineStyle !== 'none' && Number.parseFloat(outlineWidth ?? '0') > 0) || boxShadow !== 'none';
  };
  const missing = stops
    .filter((stop) => stop.element.isConnected)
    .filter(
      (stop) =>
        !stop.candidates.some((node, index) => stop.focused[index] !== look(node) && draws(stop.focused[index]!)),
    )
    .map((stop) => stop.name);
  delete (window as unknown as { __tabStops?: Recorded[] }).__tabStops;
  return missing;
}

export interface TabWalk {
  /** A dialog the user opened: it holds Tab by design, and the walk covers its stops. */
  inDialog?: boolean;
  /**
   * Walk only this part of the page (a CSS selector, e.g. the main content): the walk starts on it and ends when
   * Tab leaves it. The header and the navigation are the same on every page: walked once, on a group's first page.
   */
  within?: string;
}

/**
 * Tabs through the page from where it put the focus on arrival (or from the start of `within`), at most TAB_STOPS
 * times, and answers one problem listing every offender (or none). Focus held in a loop on arrival (a dialog that
 * opened by itself) is one too, unless `inDialog`.
 */
export async function tabStopProblems(page: Page, where: string, walk: TabWalk = {}): Promise<string[]> {
  const within = walk.within ?? null;
  if (within) {
    // As "Skip to content" does: the region itself takes the focus (-1 adds no Tab stop), so the next Tab lands
    // on its first control, whatever comes before its heading.
    await page.evaluate((selector) => {
      const region = document.querySelector<HTMLElement>(selector);
      if (!region) throw new Error(`No ${selector} to walk`);
      if (!region.hasAttribute('tabindex')) region.setAttribute('tabindex', '-1');
      region.focus();
    }, within);
  }
  const offenders: string[] = [];
  for (let step = 0; step < TAB_STOPS; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocused, within);
    if (stop === 'done') {
      // Tab left the region at once: a dialog nobody asked for may have pulled it away.
      const held =
        within &&
        step === 0 &&
        (await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))));
      if (held && !walk.inDialog) offenders.push('Tab is held in a dialog that opened on arrival');
      break;
    }
    if (stop === 'cycle') {
      // Back at a stop already seen: the page wrapped round (done), or a dialog nobody asked for holds Tab.
      const held = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      if (held && !walk.inDialog) offenders.push('Tab is held in a dialog that opened on arrival');
      break;
    }
    if (stop.problem) offenders.push(`${stop.name}: ${stop.problem}`);
  }
  const withoutRing = await page.evaluate(stopsWithoutRing);
  offenders.push(...withoutRing.map((name) => `${name}: no focus ring`));
  if (!offenders.length) return [];
  return [`${where}: Tab stops not visible or without a focus ring\n    ${offenders.join('\n    ')}`];
}
