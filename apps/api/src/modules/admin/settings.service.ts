import { SETTING_KEYS, type PlatformSettings, type PlatformSettingsPatch, type SettingKey } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordAudit } from '../audit/index.ts';
import type { SettingsReader } from '../settings/index.ts';

type Change = { old: unknown; new: unknown };

/** JSON with sorted keys: stored jsonb comes back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

function changesOf(current: PlatformSettings, patch: PlatformSettingsPatch): [SettingKey, Change][] {
  return SETTING_KEYS.flatMap((key): [SettingKey, Change][] => {
    const next = patch[key];
    return next === undefined || canonical(next) === canonical(current[key]) ? [] : [[key, { old: current[key], new: next }]];
  });
}

/** The super admin's settings screen: read all, change some, one audit entry per change. */
export function settingsAdminService(deps: { db: Database; settings: SettingsReader }) {
  return {
    read: () => deps.settings.all(),

    /** Writes only the keys whose value differs; a patch that changes nothing writes nothing. */
    async update(actor: Actor, patch: PlatformSettingsPatch): Promise<PlatformSettings> {
      const changedKeys = await deps.db.transaction(async (tx) => {
        await deps.settings.lockForWrite(tx);
        const changes = changesOf(await deps.settings.all(tx), patch);
        for (const [key, change] of changes) await deps.settings.write(tx, key, change.new, actor.userId);
        const keys = changes.map(([key]) => key);
        if (keys.length)
          await recordAudit(tx, actor, {
            action: 'settings.update',
            targetId: null,
            details: { keys, changes: Object.fromEntries(changes) },
          });
        return keys;
      });
      deps.settings.invalidate(changedKeys);
      return deps.settings.all();
    },
  };
}
export type SettingsAdminService = ReturnType<typeof settingsAdminService>;
