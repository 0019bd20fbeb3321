import type { Dictionary } from '../types';

export const models: Dictionary['models'] = {
	title: '模型'
};
