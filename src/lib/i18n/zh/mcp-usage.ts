import type { Dictionary } from '../types';

export const mcpUsage: Dictionary['mcpUsage'] = {
	title: '智能体用了什么',
	intro: '城市中智能体的每一次工具调用，来自城市自己的记录，涵盖所有建筑。',
	refresh: '刷新使用情况',
	refreshing: '正在询问使用情况……',
	loading: '正在询问城市其智能体用了什么……',
	oldCity: '这个城市版本较旧，没有可共享的使用记录（它不认识问题 mcp_usage），因此这里不显示使用情况。',
	none: '还没有智能体调用过任何服务器的工具。',
	unused: '还没有任何智能体使用过。',
	configured: '已配置的服务器',
	gone: '已不再配置的服务器的工具',
	goneIntro: '通过现在没有任何建筑配置的服务器进行的调用。',
	noServer: '未指明服务器',
	allServers: (p) => `显示全部 ${p.count} 个服务器`,
	fewerServers: (p) => `只显示前 ${p.count} 个服务器`,
	calls30: (p) => `最近 30 天调用 ${p.count} 次`,
	failed30: (p) => `失败 ${p.count} 次`,
	lastUsed: '最近使用',
	never: '从未',
	older: (p) => `30 天之前调用 ${p.count} 次`,
	chart: {
		sentence: (p) => `${p.server} 最近 30 天每天的调用次数（UTC）：${p.days}；其他日子没有调用。`,
		day: (p) => `${p.day} ${p.count} 次`,
		empty: (p) => `${p.server} 最近 30 天（UTC）没有调用。`
	},
	tools: {
		caption: (p) => `智能体使用过的 ${p.server} 的工具`,
		tool: '工具',
		calls: '调用（30 天）',
		failed: '失败（30 天）',
		open: '调用',
		total: '全部调用',
		last: '最近使用',
		sortHint: '按此列给工具排序；再按一次则反过来排序。',
		ascending: '升序',
		descending: '降序',
		show: (p) => `显示 ${p.tool} 的调用`,
		hide: (p) => `隐藏 ${p.tool} 的调用`,
		shown: (p) => `按上面选择的顺序，显示 ${p.count} 个工具中的前 ${p.shown} 个。`,
		all: (p) => `显示 ${p.server} 的全部 ${p.count} 个工具`,
		fewer: (p) => `只显示前 ${p.count} 个工具`
	},
	calls: {
		caption: (p) => `${p.tool} 的调用，最新的在前`,
		run: '运行',
		resident: '居民',
		time: '时间',
		outcome: '结果',
		noResident: '无',
		ok: '成功',
		failed: '失败',
		unknown: '未知（在得到结果前已停止）',
		page: (p) => `第 ${p.page} 页，共 ${p.pages} 页（${p.total} 次调用）`,
		previous: '较新的调用',
		next: '较早的调用'
	},
	export: {
		label: '导出使用情况',
		csv: '下载 CSV',
		jsonl: '下载 JSON Lines',
		working: '正在向城市索取导出……',
		done: (p) => `已下载 ${p.file}。`
	}
};
