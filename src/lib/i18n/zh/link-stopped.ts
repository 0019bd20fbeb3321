import type { Dictionary } from '../types';

export const linkStopped: Dictionary['linkStopped'] = {
	stoppedMismatch: '已停止：本应用与城市使用的线协议不同。',
	stoppedMismatchDetail: (p) => `城市使用 ${p.city}；本应用使用 ${p.ours}。请刷新页面或更新应用。`,
	stoppedMismatchMeaning: '本页面是为另一版本的城市构建的。请刷新页面以获取城市提供的版本，或更新应用。',
	stoppedRefused: '已停止：城市拒绝了本应用。',
	stoppedRefusedPair: '城市没有让此浏览器进入。请用城市终端显示的配对码重新配对，之后会自动连接。',
	stoppedRefusedHost: '城市不接受本页面收到的令牌。请从提供它的页面重新打开设置。',
	pairAgain: '重新配对此浏览器',
	stoppedProtocol: (p) => `已停止：${p.detail}。`,
	reconnect: '重新连接',
	reload: '刷新页面'
};
