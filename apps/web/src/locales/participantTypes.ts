import ar from './ar/participantTypes.json';
import en from './en/participantTypes.json';
import { registerNamespace } from './i18n';

export const participantTypesNs = registerNamespace('participantTypes', { en, ar });
