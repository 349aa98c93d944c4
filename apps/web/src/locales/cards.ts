import ar from './ar/cards.json';
import en from './en/cards.json';
import { registerNamespace } from './i18n';

export const cardsNs = registerNamespace('cards', { en, ar });
