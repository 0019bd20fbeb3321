import type { Dictionary } from '../types';

export const glance: Dictionary['glance'] = {
	tokens: (p) => `${p.count} 个 token`,
	exactTokens: (p) => `精确为 ${p.count} 个 token`,
	upTo: (p) => `最多 ${p.count}`,
	thinking: {
		levels: '此报价支持的级别：',
		switchOnly: '思考只能开或关，不提供级别。',
		notAChoice: '这是此报价的事实，不在此选择：城市的 select_model 命令不携带级别。'
	},
	recentItem: (p) => `${p.model} · ${p.endpoint}`
};
