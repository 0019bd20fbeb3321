import type { Dictionary } from '../types';

export const notices: Dictionary['notices'] = {
	late: (p) => `“${p.query}”15 秒后仍在回答中，页面会继续等待。`,
	unconfirmed: (p) => `连接恢复后，城市没有确认“${p.action}”。再做一次之前请先检查页面。`,
	problem: (p) => `城市发送了本应用无法读取的帧（${p.frame}）。`,
	dismiss: '关闭',
	refusalHeading: '一条命令被拒绝'
};
