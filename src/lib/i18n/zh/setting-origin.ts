import type { Dictionary } from '../types';

export const settingOrigin: Dictionary['settingOrigin'] = {
	inForce: '生效值',
	layers: {
		default: '城市的默认值',
		city: '为整个城市设置',
		building: '为此建筑设置',
		resident: '为一位居民设置'
	},
	unknownLayer: '设置于名为以下的层',
	untouchedMark: '无人设置过',
	overridden: (p) => `更近的文件在 ${p.where} 覆盖了此设置。那里生效的是：`,
	cannotClear: '一旦设置，此处无法清除：城市的命令只接受新值。要移除它，需要手动编辑城市的文件。',
	save: {
		sending: '正在发送……',
		confirmed: '城市已接受；正在读回……',
		saved: '已保存：城市读回了此值。',
		taken: '城市已接受（没有任何回答会读回此设置）。',
		differs: '城市已接受，但读回的是另一个值（可能之后有文件改动了它）。',
		notSent: '未发送：与城市的连接已断开。你的选择已保留；连接后请重试。',
		changedElsewhere: '已在别处更改（另一个标签页或文件）：城市现在读到',
		keptDraft: '你的选择保留在下方。'
	}
};
