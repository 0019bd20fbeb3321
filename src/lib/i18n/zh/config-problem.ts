import type { Dictionary } from '../types';

export const configProblem: Dictionary['configProblem'] = {
	heading: 'config.json 无法使用',
	body: (p) => `${p.url} 处的文件存在但无效，因此应用改为连接到自身所在的源。`,
	http: (p) => `服务器返回了 HTTP ${p.status}，而不是该文件。`,
	notJson: (p) => `它不是有效的 JSON：${p.detail}`,
	notObject: '它必须是一个 JSON 对象，至少包含“wire”和“enroll”两个字段。',
	missing: (p) => `缺少“${p.field}”；该字段为必填。`,
	notString: (p) => `“${p.field}”必须是字符串。`,
	notUrl: (p) => `“${p.field}”不是 URL。`,
	wrongScheme: (p) => `“${p.field}”必须以以下之一开头：${p.expected}。`,
	notAllowed: (p) => `“${p.field}”必须是以下之一：${p.expected}。`
};
