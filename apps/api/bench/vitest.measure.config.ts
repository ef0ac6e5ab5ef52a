import { defineProject, mergeConfig } from 'vitest/config';
import base from '../vitest.config.ts';

/** The measurements of bench/*.measure.ts on the tests' database setup (npx vitest run -c bench/vitest.measure.config.ts); never part of the test run. */
export default mergeConfig(base, defineProject({ test: { name: 'api-measure', include: ['bench/**/*.measure.ts'], maxWorkers: 1 } }));
