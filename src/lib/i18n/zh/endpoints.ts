import type { Dictionary } from '../types';

export const endpoints: Dictionary['endpoints'] = {
	title: '端点'
};
