import type { Dictionary } from '../types';

export const overview: Dictionary['overview'] = {
	title: '概览',
	intro: '城市的现状：工具服务器及其使用情况、端点与密钥，以及每种用途所选的模型。',
	waiting: '正在等待城市告知这是哪座建筑……',
	servers: {
		heading: '工具服务器',
		building: '建筑',
		none: '这座建筑没有工具服务器。',
		add: '添加工具服务器',
		used: '最近 30 天内使用过',
		calls: (p) => `${p.count} 次调用`,
		failed: (p) => `${p.count} 次失败`,
		last: '最近一次',
		unused: '最近 30 天内未使用',
		noneUsed: '最近 30 天内没有智能体调用这座建筑的服务器的工具。',
		usageUnknown: '尚不知道各服务器的使用情况。',
		oldCity: '这座城市不保存可共享的使用记录，因此不显示使用情况。',
		open: '打开工具服务器'
	},
	health: {
		heading: '健康状况',
		checked: '检查于',
		counts: (p) => `${p.servers} 个中有 ${p.connected} 个已连接`,
		authenticating: '需要登录',
		failed: '失败',
		notChecked: '本标签页尚未检查：询问每个服务器需要数秒，因此只在工具服务器页面询问。',
		check: '立即检查工具服务器'
	},
	keys: {
		heading: '端点与密钥',
		count: (p) => `已接入 ${p.count} 个端点`,
		none: '尚未接入端点，因此智能体无法使用语言模型。',
		attach: '接入端点',
		allGood: '每个账户都有可用的密钥。',
		attention: '需要处理的密钥',
		noModels: '未提供任何模型',
		account: '账户',
		states: {
			missing: '未存储密钥',
			environment_unusable: '其环境变量无法使用',
			stored: '已存储',
			environment: '来自环境变量',
			anonymous: '无需密钥',
			unread: '未读取'
		},
		open: '打开端点'
	},
	models: {
		heading: '每种用途的模型',
		tags: { main: '主模型', digest: '摘要', transcribe: '转写', ocr: '文字识别' },
		on: '位于',
		none: '未选择',
		choose: (p) => `为“${p.purpose}”选择模型`,
		open: '打开模型'
	},
	browsers: '与城市门禁配对的浏览器'
};
