/** The production entry: the server without any demo data (scripts/start.ts adds the demo outside production). */
import { exitOnStartFailure, startServer } from './startup.ts';

startServer().catch(exitOnStartFailure);
