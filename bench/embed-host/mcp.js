// A plain host page for `npm run bench`: the embed (`build-embed/city-settings.js`, served beside this file) mounted
// on the MCP page with no credential, so the widget opens a session with this browser's paired key as the app does.
import { mount } from './city-settings.js';

const socket = new URL('/ws', location.href);
socket.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
mount(document.getElementById('settings'), { city: { socket: socket.href }, page: 'mcp' });
