import type { Dictionary } from '../types';

export const endpoints: Dictionary['endpoints'] = {
	title: '端点',
	intro: '城市所连接的模型提供方、它们的账户与密钥，以及每种用途所选的模型。',
	attached: {
		heading: '已连接的端点',
		none: '尚未连接任何端点。请在下方连接一个。',
		id: (p) => `标识 ${p.name}`,
		baseUrl: '基础 URL',
		kind: '连接方式',
		local: '本机',
		localNote: '调用不会离开这台机器。',
		models: (p) => `${p.count} 个模型`,
		noModelsWhy: '城市的回答没有说明该列表是空的还是无法读取。点“修改设置”，再点“查看”即可立即读取。',
		noAccountList: '连接时没有账户列表。',
		tuning: '连接时的设置',
		notSet: '未设置（城市默认值）',
		label: '显示名称',
		headers: '额外请求头',
		overrides: '请求体覆盖',
		proxying: '代理',
		accountRetries: '账户失败时',
		otherKeys: '其他设置',
		change: '修改设置',
		changeHint: '打开填好这些设置的连接表单；按“连接”即以这些设置重新连接。',
		lastAttach: '本标签页最近一次连接',
		lastModels: (p) => `读到 ${p.count} 个模型。`,
		lastFailed: '无法读取模型列表：',
		droppedChoices: '城市撤销的选择：',
		droppedChoice: (p) => (p.model ? `${p.tag}（${p.model}）` : p.tag)
	},
	chosen: {
		heading: '各用途的模型',
		noModels: '请先连接一个有模型的端点。'
	}
};
