import type { Dictionary } from '../types';

export const cityDefaults: Dictionary['cityDefaults'] = {
	heading: '城市的默认设置',
	intro: '在没有更近设置时城市中每个代理使用的值，以及每个值的来源。',
	building: {
		label: '建筑',
		hint: '与城市设置并列显示其自身设置的地址：默认是城市自己的地址。',
		show: '显示',
		invalid: '城市无法读取的地址：字母、数字和 - _ .，以 / 分隔。',
		waiting: '正在等待城市报出名字……'
	},
	overview: {
		label: '城市的思考级别',
		link: '城市的思考级别：在模型页面更改'
	},
	effort: {
		heading: '思考级别',
		help: '在所选模型没有自己的级别时，模型思考的强度。',
		label: '城市的思考级别',
		untouched: '由提供方决定',
		levels: { none: '不思考', minimal: '极低', low: '低', medium: '中', high: '高', xhigh: '特高', max: '最高' },
		save: '为城市设置',
		pickFirst: '请先选择一个级别：“由提供方决定”无法发送。',
		heldWhat: '城市的设置',
		refused: '城市拒绝了思考级别'
	},
	keepWarm: {
		heading: '保持提示缓存预热',
		help: '城市是否在轮次之间保持每个代理的提示缓存预热：后续请求更快更便宜，代价是保活请求。',
		legend: '保持提示缓存预热',
		choices: { off: '关闭', five_minute: '五分钟' },
		save: '发送',
		fromFile: '读取自城市自己的文件 .sprawling/CONFIG.toml。建筑或居民自己的文件可能为其代理设定另一个值。',
		reading: '正在读取城市的文件……',
		noFile: '城市还没有自己的设置文件，因此沿用城市默认值。',
		notStated: '城市的文件没有设定此项，因此沿用城市默认值。',
		strange: '城市的文件设定了一个此页面不认识的值（城市只读 off 或 five_minute）：',
		cut: '城市的文件超过城市一次发送的长度，而已发送的部分没有设定此项，因此此处无法得知。',
		opaque: '城市的文件不是文本，此页面无法从中读取此设置。',
		unreadable: '城市无法读取它的文件：',
		unread: (p) =>
			`城市文件第 ${p.line} 行的写法此页面无法读取，因此此处无法得知此设置（文件只按原样读取，从不猜测）。`,
		lastSent: '此页面上次发送的值',
		neverSent: '此标签页尚未发送',
		noReadBack:
			'这个城市不回答对其自身文件的读取（城市版本较旧，或拒绝了），因此此页面无法读回此设置。这只是此标签页发送过的值，不一定是城市当前持有的值。',
		refused: '城市拒绝了缓存预热设置'
	},
	threshold: {
		at: (p) => `位于 ${p.addr}`,
		heading: '上下文阈值',
		help: '城市压缩代理上下文时所占模型窗口的比例，按建筑设置。',
		label: (p) => `阈值百分比（${p.min} 到 ${p.max}）`,
		first: '第一级（由城市固定）',
		percent: (p) => `${p.percent} %`,
		save: '为此地址设置',
		problems: {
			empty: '请输入一个整数百分比。',
			notWhole: '只能是整数，例如 70。',
			outside: (p) => `超出城市接受的范围：${p.min} 到 ${p.max}。`
		},
		refused: '城市拒绝了阈值'
	}
};
