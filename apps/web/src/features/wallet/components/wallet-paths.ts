/** The company wallet's path (the sidebar, the dashboard and the routes use it). */
export const WALLET_PATH = '/wallet';
