/** React's DOM renderer, the last part src/main.tsx sets up before its first render (an entry of the build: scripts/app-chunks.ts). */
export { createRoot, hydrateRoot } from 'react-dom/client';
