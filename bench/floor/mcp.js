// The floor of the benchmark (issue #18): the fastest page that does the job of /mcp's first load, with
// no framework and no checking. As a paired browser (WIRE.md §2a) it reads its key from IndexedDB, asks the
// door for a challenge, signs it and opens a session (one after the other, as the app does), then opens the
// socket, says hello with the token, asks `building_view` and `mcp_health` for the address the welcome
// names, and paints one row per server as text once both answers are here. bench/instant-city.ts serves
// it at /floor/mcp, with the wire's version in the `wire` meta tag.
'use strict';
(() => {
	const [wireV, schema] = document.querySelector('meta[name=wire]').content.split(' ');
	const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
	const list = document.getElementById('rows');
	let building = null;
	let health = null;

	function storedKey() {
		return new Promise((resolve, reject) => {
			const open = indexedDB.open('city-settings-door', 1);
			open.onupgradeneeded = () => open.result.createObjectStore('device');
			open.onerror = () => reject(open.error);
			open.onsuccess = () => {
				const db = open.result;
				const get = db.transaction('device').objectStore('device').get('this-browser');
				get.onsuccess = () => resolve(get.result);
				get.onerror = () => reject(get.error);
				db.close();
			};
		});
	}

	function post(path, body) {
		const headers = body ? { 'content-type': 'application/json' } : {};
		return fetch(path, { method: 'POST', headers, body: body && JSON.stringify(body) }).then((r) => r.json());
	}

	async function session() {
		const device = await storedKey();
		const { nonce } = await post('/session/challenge');
		const message = new TextEncoder().encode(`sprawling local session v1\n${nonce}\n${location.origin}`);
		const signed = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, device.keys.privateKey, message));
		let signature = '';
		for (const b of signed) signature += b.toString(16).padStart(2, '0');
		return (await post('/session', { device: device.id, nonce, signature })).token;
	}

	session().then((token) => {
		const socket = new WebSocket(`${scheme}://${location.host}/ws`);
		socket.onopen = () => socket.send(JSON.stringify({ hello: { wire_v: Number(wireV), schema, token } }));
		socket.onmessage = (e) => read(socket, e);
	});

	function read(socket, e) {
		const frame = JSON.parse(e.data);
		if (frame.welcome) {
			const addr = frame.welcome.city;
			socket.send(JSON.stringify({ ask: { ask_id: 1, query: { building_view: { addr } } } }));
			socket.send(JSON.stringify({ ask: { ask_id: 2, query: { mcp_health: { addr } } } }));
			return;
		}
		const answer = frame.answered && frame.answered.outcome.answer;
		if (!answer) return;
		if (answer.building) building = answer.building;
		if (answer.mcp_health) health = answer.mcp_health;
		if (building && health) paint();
	}

	function fact(dl, name, value) {
		const dt = document.createElement('dt');
		dt.textContent = name;
		const dd = document.createElement('dd');
		dd.textContent = value;
		dl.append(dt, dd);
	}

	function paint() {
		const own = new Set(building.mcp.map((s) => s.label));
		const rows = document.createDocumentFragment();
		for (const s of health.servers) {
			const state = Object.keys(s.state)[0];
			const li = document.createElement('li');
			li.className = 'row';
			li.dataset.state = state;
			const h = document.createElement('h3');
			h.textContent = s.label;
			const badge = document.createElement('span');
			badge.textContent = state;
			const dl = document.createElement('dl');
			fact(dl, 'Transport', s.transport);
			fact(dl, 'Target', s.target);
			if (state === 'connected') {
				fact(dl, 'Protocol', s.state.connected.protocol_version);
				fact(dl, 'Server', s.state.connected.server);
				fact(dl, 'Tools', String(s.state.connected.tools.length));
			}
			fact(dl, 'Listed', own.has(s.label) ? 'here' : 'by the city');
			li.append(h, badge, dl);
			rows.append(li);
		}
		list.replaceChildren(rows);
	}
})();
