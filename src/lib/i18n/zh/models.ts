import type { Dictionary } from '../types';

export const models: Dictionary['models'] = {
	title: '模型',
	intro:
		'每种用途所选的模型。每个“选择模型”按钮打开目录：所有端点的全部模型，按规范 ID 合并，每个提供方的信息按其原话显示，最多可并列对比四个模型。',
	tags: { main: '主模型', digest: '摘要', transcribe: '转写', ocr: '文字识别' },
	tagHelp: {
		main: '居民用来思考和交谈的模型。',
		digest: '用来总结长历史的模型。',
		transcribe: '把语音转成文字的模型。',
		ocr: '从图片中读出文字的模型。'
	},
	unknownTagHelp: '城市给出的一种用途，本应用尚不认识。',
	refused: (p) => `城市拒绝了“${p.tag}”的选择`,
	current: '当前选择',
	unchosen: '尚未选择模型。',
	chosenAs: (p) => `${p.model}（来自 ${p.endpoint}）`,
	gone: '该端点已不再列出此模型。',
	ceiling: '输出上限（token）',
	ceilingHelp: '留空：以提供方所述为准。随下一次选择发送，或用“应用上限”单独发送。',
	ceilingProblems: {
		not_a_whole_number: '请输入整数，例如 64000，或留空。',
		below_one: '上限至少为 1，或留空。',
		too_large: '数字太大，无法发送：上限最多为 9007199254740991。'
	},
	applyCeiling: '应用上限',
	heldWhat: '各用途所选的模型',
	applyCeilingNeedsChoice: '请先选择模型；上限属于某个选择。',
	sent: (p) => `已请城市在${p.tag}中使用 ${p.model}。城市确认后会显示在这里。`,
	notSent: '未发送：与城市的连接已断开。连接恢复后再试。',
	noEndpoints: '尚未接入任何端点，因此没有可选模型。请在“端点”页面接入。',
	picker: {
		open: (p) => `为${p.purpose}选择模型`,
		openPlain: '选择模型',
		dialog: '模型选择器',
		close: '关闭'
	}
};
