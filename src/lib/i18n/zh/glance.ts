import type { Dictionary } from '../types';

export const glance: Dictionary['glance'] = {
	tokens: (p) => `${p.count} 个 token`,
	exactTokens: (p) => `精确为 ${p.count} 个 token`,
	upTo: (p) => `最多 ${p.count}`
};
