/** The production entry: the server without any demo data (scripts/start.ts adds the demo outside production). */
import { startServer } from './startup.ts';

startServer().catch((error) => {
  console.error(error);
  process.exit(1);
});
