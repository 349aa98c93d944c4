import { type MantineThemeOverride, mergeThemeOverrides } from '@mantine/core';
import type { TFunction } from 'i18next';

/**
 * The theme's keyboard and screen-reader defaults, said once for every screen: the names of the buttons
 * Mantine draws on its own (the close button of a dialog or a toast, the show-password toggle) in the reader's language,
 * dialogs without a banner of their own, a reachable password toggle, and menus that put focus on their
 * first item when they open. The names must follow the language, so AppProviders merges this into the
 * theme for the active language.
 */
export function withAccessibleDefaults(base: MantineThemeOverride, t: TFunction<'common'>): MantineThemeOverride {
  const close = { 'aria-label': t('close') };
  // Mantine draws a dialog's header as <header>, which screen readers and axe take for a second banner
  // landmark of the page; a plain element keeps the page's own header the only banner.
  const plainHeader = { component: 'div' };
  return mergeThemeOverrides(base, {
    components: {
      ModalCloseButton: { defaultProps: close },
      ModalHeader: { defaultProps: plainHeader },
      DrawerCloseButton: { defaultProps: close },
      DrawerHeader: { defaultProps: plainHeader },
      // A spinner is a plain <span>: the name it is given (aria-label) is only allowed on an element with a role,
      // and a loading indicator is a status. Every spinner gets the role, named or not.
      Loader: { defaultProps: { role: 'status' } },
      // The toasts' close button.
      Notification: { defaultProps: { closeButtonProps: close } },
      // WAI-ARIA menu button: opening the menu (Enter, Space or a click) moves focus to its first item, where
      // the arrows, Home, End and type-ahead work; Mantine otherwise parks focus on an empty placeholder.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      PasswordInput: {
        defaultProps: {
          // Reachable with Tab, and a toggle button (aria-pressed) whose name does not change with its state.
          visibilityToggleFocusable: true,
          visibilityToggleButtonProps: { 'aria-label': t('showPassword') },
        },
      },
    },
  });
}
