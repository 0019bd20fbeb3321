import type { Dictionary } from '../types';

export const mcpChanges: Dictionary['mcpChanges'] = {
	add: {
		heading: '添加工具服务器',
		way: '添加方式',
		stdio: '程序（stdio）',
		remote: 'URL（http 或 sse）',
		paste: '粘贴配置',
		needsBuilding: '尚未读到这个建筑自己的列表，因此暂时不能添加。',
		label: '标签',
		labelHint: '只能使用小写字母和数字；工具将命名为 <标签>_<工具>。',
		command: '命令',
		args: '参数',
		argsHint: '每行一个，含空格的参数也不会被拆开。',
		arg: (p) => `参数 ${p.n}`,
		addArg: '添加参数',
		removeArg: (p) => `移除参数 ${p.n}`,
		env: '环境变量',
		headers: '请求头',
		pairName: (p) => `名称 ${p.n}`,
		pairValue: (p) => `值 ${p.n}`,
		addPair: '添加一行',
		removePair: (p) => `移除第 ${p.n} 行`,
		vaultOffer: (p) => `这看起来像凭据：把它存入城市的保险库，配置中改为引用 ${p.ref}。`,
		vaultPlain: '它将以明文保存在建筑的配置中。',
		transport: '传输方式',
		http: '可流式 HTTP（http）',
		sse: '服务器发送事件（sse）',
		url: 'URL',
		submit: '添加服务器',
		editHeading: (p) => `编辑 ${p.label}`,
		duplicateHeading: (p) => `复制 ${p.label}`,
		saveEdit: '查看这次更改',
		stopEditing: '停止编辑',
		cannotSend: (p) => `有 ${p.count} 个问题使它无法发送；请看各字段旁的说明。`,
		cannotSendYet: (p) => `有 ${p.count} 个问题使它无法发送；按“${p.send}”即可看到在哪里。`
	},
	paste: {
		rowName: '名称',
		rowValue: '值',
		label: '要读取的配置',
		hint: 'Claude Desktop、Claude Code（.mcp.json）或 Cursor 写出的 mcpServers 块，或 VS Code 的 mcp.json（servers）；整个文件或只有这一块均可。',
		unreadable: (p) => `无法作为 JSON 读取：${p.detail}`,
		noServers: '没有找到服务器：应当有 “mcpServers” 或 “servers” 块。',
		preview: '将要添加的内容',
		name: '文件中的名称',
		labelColumn: '标签',
		transport: '传输方式',
		target: '目标',
		verdict: '能否添加？',
		ok: '能',
		submit: (p) => `添加 ${p.count} 个服务器`,
		noneAddable: '这些服务器都不能按原样添加。',
		reasons: {
			notObject: '这一项不是对象。',
			noTarget: '既没有命令，也没有 URL。',
			bothTargets: '同时有命令和 URL；请用 "type" 指明是哪一种。',
			unknownType: (p) => `类型“${p.type}”不是 stdio、http 或 sse。`,
			argsNotList: '“args”不是字符串列表。',
			pairsNotStrings: (p) => `“${p.field}”中有不是文本的值。`,
			envFile: '它从 envFile 读取变量，而城市无法读取该文件；请改用 env 给出。'
		}
	},
	problems: {
		labelEmpty: '请为服务器填写标签。',
		labelGrammar: '标签只能包含小写字母 a–z 和数字 0–9（不能有“_”、“-”或空格）。',
		labelTaken: '这个建筑已有使用该标签的服务器。',
		commandEmpty: '请输入要启动的程序。',
		urlEmpty: '请输入服务器的 URL。',
		urlNotHttp: '请输入 http:// 或 https:// 开头的 URL。',
		urlSpace: 'URL 不能包含空格；请删除空格（或在路径中写成 %20）。',
		envNameDuplicate: '上面已有同名的变量；每个名称只能出现一次。',
		headerNameDuplicate: '上面已有同名的请求头（名称不区分大小写）；每个只能出现一次。',
		labelTakenInPaste: '这次粘贴中前面的另一个服务器已使用此标签；请重命名其中一个。',
		pairNoName: '这一行有值但没有名称；请填写名称，或清空值。',
		envNameBad: '变量名不能包含“=”。',
		headerNameBad: '请求头名称只能包含字母、数字和 !#$%&’*+-.^_`|~。',
		secretRefBad: '它以“secret:”开头，但不是 secret:<领域>/<名称> 形式的引用。',
		variable: '其中有 ${…} 占位符，城市不会替换它；请填写实际的值。'
	},
	review: {
		heading: '发送之前：列表将变成这样',
		added: '新增',
		removed: '移除',
		changed: '更改',
		was: '原为',
		becomes: '变为',
		fields: {
			label: '标签',
			transport: '传输方式',
			command: '命令',
			args: '参数',
			url: 'URL',
			env: '环境变量',
			headers: '请求头'
		},
		fieldAdded: '新增',
		fieldRemoved: '移除',
		empty: '（空）',
		reordered: '服务器的顺序会改变。',
		nothing: '这不会改变列表中的任何内容。',
		send: '发送更改',
		cancel: '取消',
		conflict: '开始这次更改之后，建筑的列表已被改动（在另一个标签页，或由其他人）。期间的改动：',
		conflictSeen: '我已看过：在最新的列表上构建这次更改',
		conflictBlocks: '未发送：开始之后列表已被改动；请先查看改动了什么。',
		unread: '列表刚在别处被改动；正在读取最新的列表……',
		formConflict: '你开始填写此表单之后，建筑的列表已被改动。期间的改动：',
		formConflictSeen: '我已看过：在最新的列表上继续'
	},
	undo: {
		done: (p) => `城市已完成更改：${p.what}。`,
		button: '撤销',
		undone: '已撤销：城市已把列表恢复为那次更改之前的样子。',
		label: '撤销对此建筑列表的上一次更改',
		stale: '此后列表又被改动，撤销会丢掉那次改动：没有发送任何内容，也不再提供撤销。',
		summary: (p) =>
			[
				p.added ? `新增 ${p.added} 个` : '',
				p.removed ? `移除 ${p.removed} 个` : '',
				p.changed ? `更改 ${p.changed} 个` : ''
			]
				.filter(Boolean)
				.join('，') || '顺序改变'
	},
	status: {
		enrolling: '正在把凭据存入保险库……',
		enrollFailed: (p) => `保险库没有接受 ${p.pair} 的值，因此没有发送任何内容。城市的原话：`,
		enrollUnreachable: (p) => `无法连接 ${p.url}，因此没有发送任何内容。`,
		notSent: '更改没有发出：尚未连接到城市。没有任何改动；连接后请再试一次。',
		tooLarge: (p) =>
			`未发送：这次更改有 ${p.size} MiB，而城市在一帧中最多读取 ${p.limit} MiB。没有任何改动；请发送更短的列表。`,
		unsendable: (p) => `未发送：有一个值不符合线路规则（${p.paths}），城市无法读取。没有任何改动。`,
		unconfirmed: '这次更改发出后连接中断；已再次发送，但城市尚未确认。再试之前请先检查列表。',
		sent: '已发送；正在等待城市确认。',
		done: '城市已更新列表，并已重新询问每个服务器：上方摘要显示该次检查。',
		refused: '城市拒绝了这次更改；表单保持你离开时的样子。',
		unclear: '城市拒绝了一条命令，但没有提到这个建筑；它可能是也可能不是这次更改。请查看页面顶部的消息，然后检查列表。'
	},
	row: {
		confirmRemove: (p) => `要从 ${p.addr} 移除 ${p.label} 吗？它的工具将不再在这个建筑中提供。`,
		confirmYes: (p) => `移除 ${p.label}`,
		confirmNo: '保留',
		forgetOffer: (p) => `同时从保险库删除密钥 ${p.ref}（没有其他服务器或端点使用它）`,
		forgetSent: (p) => `已请城市从保险库删除 ${p.refs}。`,
		storeKey: (p) => `在 ${p.ref} 下存入新的密钥`,
		storeKeyValue: (p) => `${p.ref} 的密钥`,
		storeKeySubmit: '存入密钥并重新检查',
		storeKeyStored: (p) => `已存入 ${p.ref}，并已重新询问每个服务器：上方摘要显示该次检查。`,
		storeKeyEmpty: '请先输入密钥。'
	},
	exportBox: {
		heading: '导出',
		label: (p) => `${p.what} 的 mcpServers JSON`,
		hint: '粘贴框能读取的格式：粘贴到另一个建筑即可添加相同的服务器。密钥只以 secret: 引用的形式导出。',
		copy: '复制',
		copied: '已复制。',
		withheld: (p) =>
			`以下值看起来是以明文保存的凭据，因此未导出：${p.names}。它们显示为 \${…} 占位符；把它们存入保险库后即可导出引用。`
	}
};
