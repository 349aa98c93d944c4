export { HeaderTimer } from './HeaderTimer';
export { TimerProvider } from './TimerProvider';
