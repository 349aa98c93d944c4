import { registerNamespace } from '../lib/i18n';
import ar from './ar/participantTypes.json';
import en from './en/participantTypes.json';

export const participantTypesNs = registerNamespace('participantTypes', { en, ar });
