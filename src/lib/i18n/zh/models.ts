import type { Dictionary } from '../types';

export const models: Dictionary['models'] = {
	title: '模型',
	intro:
		'每种用途所选的模型。每个“选择模型”按钮打开目录：所有端点的全部模型，按规范 ID 合并，每个提供方的信息按其原话显示，最多可并列对比四个模型。',
	tags: { main: '主模型', digest: '摘要', transcribe: '转写', ocr: '文字识别' },
	tagHelp: {
		main: '居民用来思考和交谈的模型。',
		digest: '用来总结长历史的模型。',
		transcribe: '把语音转成文字的模型。',
		ocr: '从图片中读出文字的模型。'
	},
	unknownTagHelp: '城市给出的一种用途，本应用尚不认识。',
	refused: (p) => `城市拒绝了“${p.tag}”的选择`,
	current: '当前选择',
	unchosen: '尚未选择模型。',
	chosenAs: (p) => `${p.model}（来自 ${p.endpoint}）`,
	gone: '该端点已不再列出此模型。',
	ceiling: '输出上限（token）',
	ceilingHelp: '留空：以提供方所述为准。随下一次选择发送，或用“应用上限”单独发送。',
	ceilingProblems: { not_a_whole_number: '请输入整数，例如 64000，或留空。', below_one: '上限至少为 1，或留空。' },
	applyCeiling: '应用上限',
	applyCeilingNeedsChoice: '请先选择模型；上限属于某个选择。',
	aboveCeiling: {
		badge: '高于模型的上限',
		above: (p) => `${p.purpose} 的输出上限是 ${p.ceiling}，但 ${p.model} 声明的是 ${p.stated}。什么也没有发送。`,
		useStated: (p) => `使用 ${p.stated}`,
		keep: (p) => `仍然发送 ${p.ceiling}`,
		cancel: '取消'
	},
	sent: (p) => `已请城市在${p.tag}中使用 ${p.model}。城市确认后会显示在这里。`,
	notSent: '未发送：与城市的连接已断开。连接恢复后再试。',
	noEndpoints: '尚未接入任何端点，因此没有可选模型。请在“端点”页面接入。',
	picker: {
		open: (p) => `为${p.purpose}选择模型`,
		openPlain: '选择模型',
		dialog: '模型选择器',
		close: '关闭',
		search: '查找模型、提供方 ID 或端点',
		searchHelp: '输入以筛选。上下键移动，Home 和 End 跳转，回车选择，Esc 关闭。Tab 移到提供方。',
		view: '显示方式',
		byModel: '按模型',
		byProvider: '按提供方',
		sort: '排序',
		sortNames: {
			name: '名称',
			context: '上下文窗口，从大到小',
			providers: '提供方，从多到少',
			input_price: '输入价格，从低到高'
		},
		lastWithout: {
			context: (p) => `${p.count} 个未说明上下文窗口，排在最后。`,
			input_price: (p) => `${p.count} 个未说明纯数字价格，排在最后。`
		},
		kinds: '输入类型',
		localOnly: '仅本地',
		models: '模型',
		endpoints: '端点',
		providersOf: (p) => `${p.model} 的提供方`,
		modelsOf: (p) => `${p.endpoint} 的模型`,
		count: (p) => `${p.shown} / ${p.total}`,
		providers: (p) => `${p.count} 个提供方`,
		offers: (p) => `${p.count} 个模型`,
		noMatch: '没有匹配项。请清除筛选或上面的选项。',
		pinned: '已固定',
		pin: '固定此模型',
		unpin: '取消固定此模型',
		recent: '最近选择',
		noRecent: '这里还没有选择过。',
		choose: (p) => `选择 ${p.endpoint} 的 ${p.model}`,
		chooseNothing: '请先选择一个提供方。',
		current: '当前'
	},
	facts: {
		heading: '此提供方的信息',
		ownId: '在此端点的 ID',
		context: '上下文窗口',
		ceiling: '输出上限',
		kinds: '输入类型',
		inputPrice: '输入价格',
		outputPrice: '输出价格'
	},
	marks: {
		local: '本地',
		named: '由你命名，端点未列出',
		no_usable_key: '没有可用密钥'
	},
	thinking: {
		heading: '思考',
		default: '默认',
		switchDefault: { on: '上游默认：开', off: '上游默认：关', unknown: '上游默认：未说明' },
		from: { person: '由你指定的选项', upstream: '上游声明的选项', preset: '来自预设的选项', unknown: '来源不明的选项' },
		source: '文档位置',
		levels: { none: '不思考', minimal: '极低', low: '低', medium: '中', high: '高', xhigh: '特高', max: '最高' }
	}
};
