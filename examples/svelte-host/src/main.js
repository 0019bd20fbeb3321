import { mount } from 'svelte';
import App from './App.svelte';

// Where the city is: this dashboard is served from the city's own origin, so its socket is beside the page.
const socket = new URL('ws', location.href).href.replace(/^http/, 'ws');

mount(App, { target: document.getElementById('app'), props: { socket } });
