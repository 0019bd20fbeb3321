import type { Dictionary } from '../types';

export const overview: Dictionary['overview'] = {
	title: '概览',
	intro: '在一个地方查看并更改城市如何连接语言模型和工具。',
	mcp: '哪些工具服务器有响应、它们提供什么，以及某个服务器为何没有响应。',
	endpoints: '已接入的端点、其账户与密钥，以及探测。',
	models: '所有端点上的每个模型，按规范 ID 合并，以及每种用途所选的模型。',
	browsers: '与城市门禁配对的浏览器、各自最近一次出现的时间，以及忘记其中一个。'
};
