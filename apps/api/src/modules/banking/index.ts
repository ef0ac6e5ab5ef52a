import type { FastifyInstance } from 'fastify';
import type { PlatformIdentity } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { latePort } from '../../lib/late-port.ts';
import type { SettingsReader } from '../settings/index.ts';
import type { WalletProgramNames } from './banking.api.ts';
import { recordingSdiChannel, type SdiChannel } from './sdi-channel.ts';
import { transfersRoutes } from './transfers.routes.ts';
import { transfersService, type FirstDepositListener } from './transfers.service.ts';
import { walletRoutes } from './wallet.routes.ts';
import { walletService } from './wallet.service.ts';

/** Money in: the company wallet, incoming transfers and their invoices. */
export function bankingModule(app: FastifyInstance, deps: { db: Database; settings: SettingsReader; platform: PlatformIdentity; sdi?: SdiChannel }) {
  const programNames = latePort<WalletProgramNames>('program names for the wallet statement');
  const wallet = walletService({ ...deps, programNames: programNames.get });
  const firstDepositListeners: FirstDepositListener[] = [];
  const transfers = transfersService({ ...deps, sdi: deps.sdi ?? recordingSdiChannel, onFirstDeposit: () => firstDepositListeners });
  walletRoutes(app, { wallet });
  transfersRoutes(app, { transfers });
  return {
    /** A company's first deposit was accredited (the referral bonus). */
    onFirstDeposit: (listener: FirstDepositListener) => firstDepositListeners.push(listener),
    /** The names of the programs the wallet statement's program movements belong to, from the programs module. */
    useProgramNames: programNames.bind,
  };
}

export type { FirstDepositListener } from './transfers.service.ts';
export type { WalletProgramNames } from './banking.api.ts';
