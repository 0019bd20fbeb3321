import type { Dictionary } from '../types';

export const mcpTools: Dictionary['mcpTools'] = {
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
	}
};
