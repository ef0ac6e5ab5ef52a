export { recordEvent } from './events.recorder.ts';
