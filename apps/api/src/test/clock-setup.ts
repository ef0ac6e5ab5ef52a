/** Every API test file starts on the run's clock: TEST_NOW when set (see test-clock.ts), else the real time. */
import { baseClock } from './test-clock.ts';

baseClock();
