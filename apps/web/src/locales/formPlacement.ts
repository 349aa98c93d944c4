import { registerNamespace } from '../lib/i18n';
import ar from './ar/formPlacement.json';
import en from './en/formPlacement.json';

export const formPlacementNs = registerNamespace('formPlacement', { en, ar });
