/**
 * "Skip to content": the first Tab stop of every page. Hidden until focused; following it moves focus
 * to the page's main heading, so keyboard and screen-reader users pass the header and the navigation
 * in one step instead of tabbing through every link.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

function focusMainHeading(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  // A heading is not focusable by itself; -1 lets a script focus it without adding a Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={focusMainHeading}>
      {t('skipToContent')}
    </a>
  );
}
