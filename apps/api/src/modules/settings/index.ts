export { SETTING_DEFAULTS, type PlatformSettings, type SettingKey } from '@bb/domain';
export { registerFeatureSwitch } from './feature-switch.ts';
export { settingsModule, type SettingsReader } from './settings.service.ts';
