export { recordEvent, recordEvents } from './events.recorder.ts';
