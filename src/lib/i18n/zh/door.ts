import type { Dictionary } from '../types';

export const door: Dictionary['door'] = {
	heading: '将此浏览器与城市配对',
	intro: '城市只允许已配对的浏览器进入。每个浏览器只需配对一次；之后它会自动进入，城市重启后也一样。',
	code: '配对码',
	codeHint: '显示在城市的终端中，形如 abcd-efgh。每次尝试后都会更换。',
	codeEmpty: '请输入城市终端显示的配对码。',
	codeShape: '配对码是两组各四个字母或数字，中间用短横线连接，形如 abcd-efgh。',
	label: '此浏览器的名称',
	labelHint: '显示在城市的已配对浏览器列表中。最多 64 个字符。',
	labelEmpty: '请为此浏览器起个名字。',
	labelTooLong: (p) => `${p.count} 个字符：最多 64 个。`,
	labelControl: '名称中含有控制字符（例如换行或制表符），请删除。',
	forgotten: '城市已不再认识此浏览器：它被忘记了，或城市被重新设置。请重新配对后继续。',
	submit: '配对此浏览器',
	busy: '正在配对……',
	citySaid: '城市的答复：',
	openRefused: '你打开的链接无法配对此浏览器。城市的答复：',
	unreachable: (p) => `城市没有应答（${p.detail}）。没有任何改动；请重试。`,
	notKept: (p) =>
		`城市已配对此浏览器，但浏览器无法保存密钥（${p.detail}）。没有保存任何内容；请重试，或使用会保留网站数据的窗口。`,
	noDoor: '这个城市没有门禁：无需配对即可进入。正在连接……',
	unsupportedHeading: '此浏览器无法配对',
	unsupported: {
		indexeddb:
			'它无法为本站保存数据（IndexedDB 已关闭或被阻止，某些隐私窗口就是这样），因此无法保存配对密钥。请在会保留网站数据的窗口中打开设置。',
		webcrypto: '此页面没有 Web Crypto（浏览器只向 https 页面和 localhost 提供）。请通过城市打印的地址打开设置。',
		ed25519: '它的 Web Crypto 无法生成城市门禁所需的 Ed25519 密钥。请使用新版 Chrome、Edge、Firefox 或 Safari。'
	},
	devices: {
		title: '已配对的浏览器',
		intro: '与此城市配对的所有浏览器。忘记其中一个会立即结束它的会话；它必须重新配对。',
		empty: '没有浏览器与此城市配对。',
		caption: '与城市配对的浏览器',
		name: '名称',
		paired: '配对时间',
		lastSeen: '最近会话',
		noneSinceStart: '城市本次启动以来没有',
		id: '设备 ID',
		thisBrowser: '此浏览器',
		actions: '操作',
		forget: (p) => `忘记 ${p.label}`,
		forgetShort: '忘记',
		confirmHeading: (p) => `忘记“${p.label}”？`,
		confirmOther: '它的会话会立即结束，它打开的每个页面都会与城市断开。它可以用新的配对码重新配对。',
		confirmThis: '这是你正在使用的浏览器：此连接会立即结束，本页面会回到配对界面。',
		confirm: '忘记它',
		cancel: '保留',
		notSent: '未发送：连接已断开。没有任何改动；连接恢复后请重试。',
		sent: '已发送。正在重新获取列表。',
		held: '未发送：这份浏览器列表不是城市当前的列表。请先按“重新获取”，再重新移除。',
		gone: (p: { label: string }) => `“${p.label}”已不再与城市配对。`,
		refresh: '重新获取'
	}
};
