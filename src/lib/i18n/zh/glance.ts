import type { Dictionary } from '../types';

export const glance: Dictionary['glance'] = {
	tokens: (p) => `${p.count} 个 token`,
	exactTokens: (p) => `精确为 ${p.count} 个 token`,
	upTo: '最多',
	hiddenChar: (p) => `不可见字符 ${p.code}`,
	thinking: {
		levels: '此报价支持的级别：',
		switchOnly: '思考只能开或关，不提供级别。',
		notAChoice: '这是此报价的事实，不在此选择：城市的 select_model 命令不携带级别。'
	},
	recentItem: (p) => `${p.model} · ${p.endpoint}`,
	providerCounts: {
		filteredOut: '其余端点没有匹配的模型',
		empty: (p) => `${p.count} 个端点未列出模型`
	},
	row: {
		thinks: '可思考',
		local: '本地',
		noUsableKey: '无可用密钥',
		noKinds: '未说明输入类型',
		noContext: '未说明上下文窗口'
	},
	tools: {
		filter: (p) => `筛选 ${p.label} 的工具`,
		filterPlaceholder: '按词筛选',
		shown: (p) => `${p.total} 个工具中的 ${p.shown} 个`,
		params: (p) => `${p.count} 个参数`,
		warned: '警告',
		noMatch: '没有工具匹配这些词。',
		linkWhat: (p) => `工具 ${p.tool}`
	},
	compare: {
		heading: '对比',
		add: '加入对比',
		added: '已在对比中',
		full: (p) => `最多可对比 ${p.max} 个模型；请先移出一个。`,
		remove: (p) => `将 ${p.model} 移出对比`,
		clear: '清空对比',
		caption: (p) => `所选 ${p.count} 个模型的每个提供方信息并列显示。`,
		fact: '信息',
		differs: '有差异',
		facts: {
			endpoint: '提供方',
			id: '在此端点的 ID',
			context: '上下文窗口',
			ceiling: '输出上限',
			kinds: '输入类型',
			input_price: '输入价格',
			output_price: '输出价格',
			thinking: '可思考',
			local: '本地',
			key: '可用密钥'
		},
		yes: '是',
		no: '否'
	}
};
