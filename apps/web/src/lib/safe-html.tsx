/**
 * Stored rich text (a meeting's notes) as React elements. The server already keeps only safe HTML
 * (sanitize-html) and the web has no sanitiser dependency, so this is the second guard: the HTML is
 * parsed into an inert document and only formatting tags become elements, with no attributes but a
 * link's http(s) or mailto href; scripts, styles and embedded content are dropped, other tags keep
 * their text. No markup ever reaches innerHTML.
 */
import { createElement, type ReactNode } from 'react';

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'span',
  'h3',
]);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);
const SAFE_HREF = /^(https?:|mailto:)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes, toReact);
  if (!ALLOWED_TAGS.has(tag)) return createElement('span', { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  const href = tag === 'a' ? element.getAttribute('href')?.trim() : undefined;
  const link = href && SAFE_HREF.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : {};
  return createElement(tag, { key, ...link }, ...children);
}

/** The HTML's safe formatting as React elements. */
export function safeRichText(html: string): ReactNode {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, toReact);
}
