import type { Dictionary } from '../types';

export const embedded: Dictionary['embedded'] = {
	navLabel: (p) => `${p.label}：分区`,
	cityUnusable: (p) => `这些设置无法打开所给的城市：${p.detail}`
};
