import type { Dictionary } from '../types';

export const mcpToolkits: Dictionary['mcpToolkits'] = {
	title: '外部应用',
	intro: '城市通过其代理连接的应用：连接一个，在新标签页中完成授权页面，然后回到这里。',
	loading: '正在向城市询问代理的目录……',
	askAgain: '再次询问目录',
	asking: '正在询问目录……',
	unenrolled: {
		heading: '代理需要先有它的项目密钥',
		body: '存储一次代理的项目密钥；它只进入城市的密钥库，然后目录会出现在这里。',
		keyFor: '代理（composio）'
	},
	refusedHeading: '城市无法显示目录',
	refusedNext: '按城市上面所说的去做，然后再次询问目录。',
	searchLabel: '按名称或标识搜索应用',
	searchHint: (p) => (p.shown === p.total ? `${p.total} 个应用` : `${p.total} 个应用中的 ${p.shown} 个`),
	none: '代理没有列出任何应用。',
	noMatch: '没有与此搜索匹配的应用。',
	showMore: (p) => `再显示 ${p.count} 个`,
	listLabel: '代理的应用',
	auth: '登录方式',
	connect: (p) => `连接 ${p.name}`,
	connectShort: '连接',
	connectAgain: '重新连接',
	connectAgainOf: (p) => `重新连接 ${p.name}`,
	finishConsent: '完成授权',
	finishConsentOf: (p) => `完成 ${p.name} 的授权`,
	notOpened: '此授权地址不是 https，因此不会打开；按城市给出的原样显示：',
	connected: '已连接',
	connectedAs: '已连接为',
	refusedLabel: '代理拒绝了',
	connecting: (p) => `正在连接 ${p.name}：等待代理的授权页面……`,
	tabPointed: (p) => `${p.name} 的授权页面正在新标签页中打开。`,
	noTab: (p) => `浏览器没有为 ${p.name} 打开新标签页：请用链接打开授权页面。`,
	notSent: '未发送：城市未连接。什么都没有改变；连接恢复后再按“连接”。',
	notSentOther: (p) => `未发送：${p.reason}`,
	unknownOutcome: (p) => `不知道代理是否已处理连接 ${p.name}。它不会被再次发送：请询问目录查看其状态。`,
	commandRefused: (p) => `连接 ${p.name} 被拒绝：`,
	connectedMeans:
		'连接一个应用只是向代理给出授权，不会添加工具服务器。代理只能通过建筑列表中的工具服务器使用已连接的应用，例如下面按 id 添加的代理服务器。',
	byId: {
		intro:
			'代理的工具服务器，像其他服务器一样加入这个建筑：城市会检查它并显示它的工具。它提供哪些应用，在代理那里设定。',
		serverId: '服务器 id',
		serverIdHint:
			'来自代理的 MCP 服务器：字母、数字、“-”和“_”，最多 128 个，以字母或数字开头（只填 id，不是整个地址）。',
		userId: '用户 id（可选）',
		userIdHint: '作为 ?user_id= 发送。上面的目录以这座城市的名字连接应用。最多 256 个字符，不能有控制字符。',
		label: '标签',
		labelHint: '只能使用小写字母和数字，按服务器 id 建议；工具将命名为 <标签>_<工具>。',
		address: '城市将访问',
		keyNote: '代理的项目密钥以其保管库引用放在 x-api-key 中发送，从不发送密钥本身：请先在上面的目录中存储它。',
		submit: '添加服务器',
		problems: {
			idEmpty: '请输入代理的服务器 id。',
			idGrammar: '只能使用字母、数字、“-”和“_”，最多 128 个，以字母或数字开头：只填 id，不是整个地址。',
			userControl: '请删除用户 id 中的控制字符或方向字符。',
			userLong: '用户 id 最多 256 个字符。',
			labelEmpty: '请为服务器填写标签。',
			labelGrammar: '标签只能包含小写字母 a–z 和数字 0–9（不能有“_”、“-”或空格）。',
			labelTaken: '这个建筑已有使用该标签的服务器。'
		},
		cannotSend: (p) => `有 ${p.count} 个问题使它无法发送；请看各字段旁的说明。`
	},
	overview: {
		heading: '外部应用',
		connected: '已连接',
		awaiting: '等待授权',
		none: '没有已连接或等待授权的应用。',
		unenrolled: '代理还没有项目密钥：请在 MCP 页面上存储。',
		refused: '城市无法读取代理的目录',
		note: '连接应用本身不会添加工具服务器。',
		rowLink: (p) => `${p.name}，在 MCP 页面的目录中`
	}
};
