import type { Dictionary } from '../types';

export const refusal: Dictionary['refusal'] = {
	heading: '城市拒绝了请求',
	code: '代码',
	action: '操作',
	subject: '对象',
	recovery: '下一步',
	nearby: '您是否想要',
	retry: '原样重试',
	retryValues: { yes: '可能成功', no: '无济于事', unknown: '未知' },
	retryAfter: (p) => `${p.ms} 毫秒之后`,
	gate: '门禁',
	gateRule: '规则',
	gateViolation: '违反之处',
	gateAlternative: '替代做法',
	provider: '提供方',
	account: '账户',
	copy: '复制为 JSON',
	copied: '已复制',
	copyFailed: '无法复制，请手动选择文本'
};
