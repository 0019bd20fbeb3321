import type { Dictionary } from '../types';

export const aboveCeiling: Dictionary['aboveCeiling'] = {
	badge: '高于模型的上限',
	above: (p) => `${p.purpose} 的输出上限是 ${p.ceiling}，但 ${p.model} 声明的是 ${p.stated}。什么也没有发送。`,
	useStated: (p) => `使用 ${p.stated}`,
	asStated: '留空：按提供方声明',
	keep: (p) => `仍然发送 ${p.ceiling}`,
	cancel: '取消'
};
