import type { Dictionary } from '../types';

export const mcp: Dictionary['mcp'] = {
	title: '工具服务器',
	intro: '某个建筑的哪些工具服务器此刻能应答、各自提供什么；不能应答的，原因是什么、该怎么做。',
	address: {
		label: '建筑地址',
		show: '显示',
		current: (p) => `正在显示 ${p.addr}`,
		invalid: '这不是地址：请使用相对路径，如 acme/lab；不能以“/”开头，不能含“\\”或“:”，也不能有空的、“.”或“..”段。',
		waiting: '正在等待城市报出自己的名字，默认显示的就是这个地址。'
	},
	health: {
		checkAgain: '重新检查',
		checking: (p) => `正在逐个询问服务器（每个一次握手）…… ${p.seconds} 秒`,
		checkingEarlier: '在这次检查得到回答之前，下面的状态来自上一次检查。',
		stillRunning: '仍在进行：正在下载或安装的服务器可能需要几分钟。页面会等待城市的回答，不会再次询问。',
		busyReason: '已有一次检查正在进行。',
		earlier: '上一次检查',
		notAskedNote: '尚未询问：检查得到回答后会显示状态。'
	},
	summary: {
		label: '概要',
		line: (p) =>
			`${p.servers} 个服务器 · ${p.connected} 个已连接 · ${p.authenticating} 个需要登录 · ${p.failed} 个失败 · 共 ${p.tools} 个工具`,
		notAsked: (p) => `${p.count} 个尚未询问`
	},
	list: {
		label: '服务器',
		empty: '这个建筑没有可用的工具服务器。',
		inherited:
			'这个建筑没有自己的列表，因此使用城市的列表。在这里添加服务器会为它建立自己的列表，该列表随后将替代城市的列表。'
	},
	row: {
		transport: '传输方式',
		target: '目标',
		state: '状态',
		states: { notAsked: '尚未询问', connected: '已连接', authenticating: '需要认证', failed: '失败' },
		protocol: '协议版本',
		serverName: '服务器名称',
		toolCount: '工具',
		showTools: (p) => `显示 ${p.label} 的 ${p.count} 个工具`,
		hideTools: (p) => `隐藏 ${p.label} 的工具`,
		noTools: '已连接，但没有提供任何工具。',
		nextStep: '下一步',
		failedHeading: (p) => `${p.label} 无法使用`,
		fromCity: '来自城市的列表；不能在这个建筑中移除。'
	},
	search: {
		label: '搜索工具',
		hint: '按名称、远端名称或说明，在所有已连接的服务器中搜索。'
	},
	exporting: {
		all: '导出列表',
		hideAll: '隐藏导出'
	}
};
