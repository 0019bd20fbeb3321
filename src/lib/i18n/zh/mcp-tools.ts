import type { Dictionary } from '../types';

export const mcpTools: Dictionary['mcpTools'] = {
	matches: {
		results: (p) => `${p.count} 个工具匹配`,
		none: '没有匹配的工具。',
		server: '服务器'
	},
	tool: {
		cityName: '城市中的名称',
		remoteName: '远端名称',
		disclosure: '说明',
		parameters: '参数',
		showSchema: (p) => `显示 ${p.tool} 发布的原始模式`,
		hideSchema: (p) => `隐藏 ${p.tool} 发布的原始模式`,
		schemaLabel: (p) => `${p.tool} 的输入模式（按发布原样）`
	},
	schema: {
		name: '名称',
		type: '类型',
		required: '必填',
		values: '取值',
		description: '描述',
		yes: '必填',
		no: '可选',
		ref: (p) => `引用 ${p.ref}`,
		recursive: '引用自身；见上方',
		empty: '不需要参数。',
		notObject: '这个模式不是对象模式，因此没有参数表；下面是按发布原样的模式。',
		caption: (p) => `${p.tool} 的参数`
	},
	warnings: {
		heading: (p) => `${p.count} 条警告：已连接，但模型可能无法使用全部工具`,
		duplicate: (p) => `${p.tool}：${p.servers} 提供了同一个城市名称；模型无法区分它们。`,
		nameTooLong: (p) => `${p.tool}：名称有 ${p.length} 个字符；模型 API 拒绝超过 64 个字符的名称。`,
		nameChars: (p) => `${p.tool}：名称含有字母、数字、“_”和“-”以外的字符；模型 API 会拒绝它。`,
		schemaNotObject: (p) => `${p.tool}：输入模式不是对象模式（“type”: “object”）；模型 API 会拒绝它。`,
		schemaLarge: (p) => `${p.tool}：输入模式有 ${p.kb} KB，超过 32 KB；每次调用都要耗费令牌。`
	}
};
