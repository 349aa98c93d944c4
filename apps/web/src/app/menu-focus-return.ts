/**
 * A dialog gives focus back, when it closes, to what had focus when it opened. Opened from a menu item,
 * that is the item, which is gone by then, so focus would fall to the start of the page. As the WAI-ARIA
 * menu button pattern asks, choosing an item puts focus back on the menu's button first, before the
 * item's own action runs; a dialog that action opens then returns focus to the button.
 * Every menu of the app closes when an item is chosen; one that stayed open (Mantine's
 * closeMenuOnClick={false}) would need to be left out here.
 */
export function installMenuFocusReturn(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const menu = target.closest('[role="menuitem"]')?.closest('[role="menu"][id]');
    if (!menu) return;
    const button = Array.from(doc.querySelectorAll<HTMLElement>('[aria-controls]')).find(
      (element) => element.getAttribute('aria-controls') === menu.id,
    );
    button?.focus({ preventScroll: true });
  };
  // Capture phase: before React's handlers on the app's root, so the dialog sees the button focused.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
