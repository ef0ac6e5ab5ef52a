import { useCurrentUser } from '../../lib/current-user.tsx';
import { HackerWalletPage } from '../../features/hacker-wallet/components/hacker-wallet-page.tsx';
import { WalletPage } from '../../features/wallet/components/wallet-page.tsx';

/** /wallet: a hacker's rewards and payments, a company's balance (which sends anyone else to the dashboard). */
export function WalletRoute() {
  const user = useCurrentUser();
  return user.userType === 'hacker' ? <HackerWalletPage /> : <WalletPage />;
}
