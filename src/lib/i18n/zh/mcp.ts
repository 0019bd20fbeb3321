import type { Dictionary } from '../types';

export const mcp: Dictionary['mcp'] = {
	title: '工具服务器'
};
