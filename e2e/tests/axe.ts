/**
 * The accessibility check the suite runs on every page: axe-core with the WCAG 2.1 A/AA rules and
 * best practices, failing on serious and critical violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe's color-contrast rule skips any text it takes for an icon ligature: it draws the first letter
 * and the whole string on a canvas and, when they differ enough, decides the font turns words into
 * icons. Arabic letters join, so Arabic text passes that test and its contrast goes unchecked. This
 * app draws its icons as SVG and uses no icon font, so every text node is text: the rule is widened
 * to also take elements whose own text has letters, with the same exclusions axe makes for hidden,
 * disabled and inert content and for form controls (which the original matcher already handles).
 */
const CHECK_ALL_TEXT = `
;(function () {
  var rule = axe._audit.rules.find(function (r) { return r.id === 'color-contrast'; });
  var original = rule.matches;
  var letters = /\\p{L}/u;
  rule.matches = function (node, virtualNode, context) {
    if (original.call(this, node, virtualNode, context)) return true;
    var name = virtualNode.props.nodeName;
    if (['input', 'select', 'textarea', 'option'].indexOf(name) !== -1) return false;
    if (axe.commons.forms.isDisabled(virtualNode) || axe.commons.dom.isInert(virtualNode)) return false;
    if (!axe.commons.dom.isVisibleOnScreen(virtualNode)) return false;
    if (!parseFloat(window.getComputedStyle(node).fontSize)) return false;
    return virtualNode.children.some(function (child) {
      return child.props.nodeType === 3 && letters.test(child.props.nodeValue || '');
    });
  };
})();
`;

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical violations on the page (or inside `within`, e.g. an open dialog). */
export async function axeFindings(page: Page, within?: string): Promise<Finding[]> {
  // Colours are what they are only once a transition has ended: a dialog scanned while it fades in reads as grey
  // on grey (4.29:1 where the theme gives more). Transitions end; endless animations (a loader) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  let builder = new AxeBuilder({ page, axeSource: axe.source + CHECK_ALL_TEXT }).withTags(AXE_TAGS);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` (${n.any[0].message})` : ''}`),
    }));
}

/** One line per rule, naming the page and the elements, so a failure says what to fix. */
export function describeFindings(where: string, findings: Finding[]): string[] {
  return findings.map(
    (f) =>
      `${where}: ${f.rule} [${f.impact}] ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}` +
      (f.targets.length > 8 ? `\n    … and ${f.targets.length - 8} more` : ''),
  );
}
