import ar from './ar/formPlacement.json';
import en from './en/formPlacement.json';
import { registerNamespace } from './i18n';

export const formPlacementNs = registerNamespace('formPlacement', { en, ar });
