/** TEST_NOW (an ISO instant) runs every domain test as if it were that moment: see apps/api/src/test/test-clock.ts. */
import { beforeEach, vi } from 'vitest';

declare const process: { env: Record<string, string | undefined> };

const testNow = process.env.TEST_NOW;
if (testNow) beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(testNow), shouldAdvanceTime: true }));
