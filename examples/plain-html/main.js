// The settings' embed module, served beside this page (copy build-embed/* here).
import { defineElement, mount } from './city-settings.js';
import { cityToken } from './token.js';

// The city serves this page, so its socket is on the same origin: ws://<host>/ws.
const socket = new URL('ws', location.href).href.replace(/^http/, 'ws');

function logMove(list, to) {
	const item = document.createElement('li');
	const params = new URLSearchParams(to.params).toString();
	item.textContent = params ? `${to.page} ${params}` : to.page;
	list.append(item);
}

async function start() {
	const token = await cityToken();
	const moves = document.getElementById('moves');

	// One instance through mount(): the page lives in memory; the dashboard is told of every move.
	const settings = mount(document.getElementById('mounted'), {
		city: { socket, token },
		page: 'mcp',
		onNavigate: (to) => logMove(moves, to)
	});
	document.getElementById('unmount').addEventListener('click', () => settings.destroy(), { once: true });

	// One as a custom element: define it, hand it the city as a property (a token is never an attribute), add it.
	defineElement();
	const element = document.createElement('city-settings');
	element.city = { socket, token: await cityToken() };
	element.page = 'overview';
	element.addEventListener('city-settings-navigate', (event) =>
		logMove(document.getElementById('element-moves'), event.detail)
	);
	document.getElementById('element-slot').append(element);

	// For the test that drives this page: the handle mount() returned.
	window.dashboard = { settings };
}

start();
