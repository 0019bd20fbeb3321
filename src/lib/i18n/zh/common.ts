import type { Dictionary } from '../types';

export const common: Dictionary['common'] = {
	appName: '城市设置',
	nav: {
		label: '设置分区',
		skip: '跳到页面内容',
		overview: '概览',
		mcp: '工具服务器',
		endpoints: '端点',
		models: '模型',
		search: '网络搜索',
		browsers: '已配对的浏览器'
	},
	language: { label: '语言', en: 'English', zh: '中文' },
	link: {
		label: '与城市的连接',
		idle: '尚未连接',
		connecting: (p) => `正在连接 ${p.url}……`,
		connected: (p) => `已连接到 ${p.city} · 线协议 v${p.wire}`,
		connectedUnnamed: (p) => `已连接 · 线协议 v${p.wire}`,
		retrying: (p) => `无法连接位于 ${p.url} 的城市。${p.seconds} 秒后重试。`,
		retryNow: '立即重试',
		pairing: '此浏览器尚未与城市配对。',
		doorAnswered: (p) => `城市的门口答复：${p.detail}`,
		hostAnswered: (p) => `打开这些设置的页面没有给出会话：${p.detail}`,
		offlineNote: '未连接：所显示的内容来自连接中断之前，可能已过时。'
	},
	verbatim: {
		showAll: (p) => `显示全部 ${p.chars} 个字符`,
		showLess: '收起'
	},

	lazy: {
		loading: '正在加载……',
		failed: '页面的这一部分未能加载。',
		retry: '重试'
	},
	answer: {
		loading: (p) => `正在询问城市：${p.query}……`,
		refreshing: '正在检查更新……',
		olderAnswer: '较早的回答，仅供参考'
	},
	notices: {
		label: '来自城市的消息'
	},
	notNamed: '未说明',
	error: {
		heading: (p) => `错误 ${p.status}`,
		notFound: '此地址没有页面。',
		generic: '此页面无法显示。请刷新；如果再次出现，浏览器控制台中有详细信息。',
		home: '前往概览'
	},
	missingLink: {
		server: '链接指向的工具服务器不在这座建筑中：',
		tool: ['链接指向的工具，服务器', '目前没有提供：'],
		endpoint: '链接指向的端点尚未接入：',
		tag: '链接指向的用途在城市中没有选择：'
	},
	copyLink: {
		copy: (p) => `复制指向 ${p.what} 的链接`,
		copied: '链接已复制',
		copyFailed: '无法复制；链接是：',
		endpointWhat: (p) => `端点 ${p.name}`,
		tagWhat: (p) => `${p.tag} 的选择`,
		serverWhat: (p) => `服务器 ${p.label}`
	}
};
