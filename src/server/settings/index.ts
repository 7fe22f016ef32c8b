export { listSettingItems, type SettingItem, type SettingKind } from './list-setting-items';
