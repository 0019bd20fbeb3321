import type { Dictionary } from '../types';

export const modelPicker: Dictionary['modelPicker'] = {
	list: {
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
		kindNames: { text: '文本', image: '图像', file: '文件', audio: '音频', video: '视频' },
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
