import type { Dictionary } from '../types';

export const search: Dictionary['search'] = {
	title: '网络搜索',
	intro: '代理是通过城市的默认提供方搜索网络、完全不搜索，还是通过你自己的提供方搜索。',
	waiting: '正在等待城市报出名字……',
	overview: { label: '网络搜索', link: '网络搜索：在网络搜索页面更改' },
	notStated: '这个城市没有说明它如何搜索网络（较旧的城市）。',
	mode: {
		heading: '代理如何搜索',
		untouched: '城市的默认提供方',
		modes: {
			default: '城市的默认提供方',
			off: '关闭：代理不搜索网络',
			custom: (p: { id: string }) => `你自己的提供方 ${p.id}`
		},
		defaultUrl: '默认提供方的地址',
		legend: '城市的网络搜索',
		choices: { default: '城市的默认提供方', off: '关闭' },
		review: '查看切换',
		heldWhat: '城市的设置',
		refused: '城市拒绝了网络搜索的更改'
	},
	suppliers: {
		heading: '你自己的提供方',
		none: '城市的设置中没有列出你自己的提供方。',
		caption: '城市 [search] 中列出的提供方',
		columns: {
			id: '标识',
			url: '地址',
			remote: '远程工具',
			query: '查询字段',
			count: '数量字段',
			objective: '目标字段',
			actions: '操作'
		},
		selected: '已选中',
		accounts: (p: { count: number }) => `${p.count} 个账户`,
		select: (p: { id: string }) => `使用 ${p.id}`,
		edit: (p: { id: string }) => `编辑 ${p.id}`,
		duplicate: (p: { id: string }) => `复制 ${p.id}`,
		remove: (p: { id: string }) => `移除 ${p.id}`,
		whyNot: {
			selected: '不能移除已选中的提供方：请先选择另一个。',
			only: '不能移除唯一的提供方：请改为默认或关闭。'
		},
		add: '添加提供方',
		keys: {
			anonymous: '无密钥',
			stored: '密钥已存储',
			missing: '缺少密钥',
			environment: '密钥来自环境变量',
			environment_unusable: '环境变量中的密钥不可用',
			unread: '无法读取密钥'
		},
		storeKey: (p: { supplier: string; account: string }) => `为 ${p.supplier} 的 ${p.account} 保存密钥`,
		noStatus: '未说明密钥状态'
	},
	form: {
		addHeading: '新的提供方',
		editHeading: (p: { id: string }) => `正在编辑 ${p.id}`,
		copyHeading: (p: { id: string }) => `${p.id} 的副本：请为它指定自己的标识`,
		id: '标识',
		idHint: '小写字母和数字，与工具服务器的标签相同。',
		url: '地址',
		urlHint: '提供方的 MCP 地址，http:// 或 https://。',
		remote: '远程工具',
		remoteHint: '该服务器工具列表中的工具名称。',
		query: '查询字段',
		count: '数量字段（可选）',
		objective: '目标字段（可选）',
		fieldHint: '接收该值的远程工具参数名称。',
		review: '查看提供方',
		cancel: '取消',
		problems: {
			empty: '不能为空。',
			notLabel: '只能使用小写字母和数字。',
			taken: '已有另一个提供方使用此标识。',
			notHttp: '请输入以 http:// 或 https:// 开头的地址。',
			control: '字段名称不能包含控制字符（如换行或制表符）。',
			twice: '另一个字段已使用此参数名称。'
		},
		accounts: '账户（按优先顺序）',
		accountsHint: '城市先用第一个账户。密钥存入城市的保管库，绝不经连接发送，只在账户指定的请求头中送达服务。',
		headerHint: '有密钥时必填：服务读取密钥的请求头，例如 x-api-key。',
		keysNeedId: '请先为提供方填写有效的 id：它的密钥以此为名保存。',
		unsentReferences: (p: { refs: string }) =>
			`已保存，但尚未写入城市的设置：${p.refs}。请审阅并发送该提供方，让账户带上这些引用。`,
		accountsProblem: '上面有账户需要修正，之后才能审阅该提供方。'
	},
	undo: {
		button: '撤销：查看恢复之前的网络搜索',
		cannot: '无法在此撤销：城市的文件之前没有说明网络搜索，而该命令无法将其移除。'
	},
	review: {
		heading: '查看：城市的 [search] 将变为',
		modeLine: (p: { mode: string }) => `网络搜索：${p.mode}`,
		dropped: (p: { count: number }) => `现在列出的 ${p.count} 个提供方将从城市的设置中删除。`,
		added: '新增',
		changed: '已更改',
		send: '发送给城市',
		back: '返回',
		removed: '已移除',
		accounts: (p: { id: string }) => `${p.id} 的账户（按优先顺序）`,
		wholeNote: '城市的 [search] 将被整体替换为此内容。',
		stale: '自本次查看开始后，城市的网络搜索已更改：发送前请重新查看。',
		again: '重新查看',
		noLonger: '此更改已不适用于城市当前的列表。'
	}
};
