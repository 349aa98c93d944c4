import ar from './ar/secondFactor.json';
import en from './en/secondFactor.json';
import { registerNamespace } from './i18n';

export const secondFactorNs = registerNamespace('secondFactor', { en, ar });
