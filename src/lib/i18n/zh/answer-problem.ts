import type { Dictionary } from '../types';

export const answerProblem: Dictionary['answerProblem'] = {
	shapeHeading: (p) => `“${p.query}”的回答与线协议不符`,
	shapeBody: '此回答的任何内容都不会显示，以免把读了一半的数据当作事实。页面其他部分照常工作。',
	shapePath: '路径',
	shapeProblem: '问题',
	stopped: (p) => `连接在“${p.query}”得到回答之前已停止。`,
	askAgain: '再问一次',
	unavailableHeading: '城市这次无法查看',
	unavailableQuery: '问题',
	unavailableNoReason: '城市没有给出原因。',
	unexpected: (p) => `出现错误：${p.message}`,
	held: {
		loading: (p) => `未发送：本页仍在等待${p.what}，无法判断这会替换什么。`,
		unavailable: (p) => `未发送：城市这次无法读取${p.what}，本页无法判断这会替换什么。`,
		refused: (p) => `未发送：城市拒绝显示${p.what}，本页无法判断这会替换什么。`,
		failed: (p) => `未发送：无法读取${p.what}，本页无法判断这会替换什么。`,
		stale: (p) => `未发送：${p.what}在本页读取之后已有变化；重新读取后请再按一次。`,
		askAgain: '再问城市一次',
		kept: '你输入的内容都已保留。'
	}
};
