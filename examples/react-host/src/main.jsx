import { createRoot } from 'react-dom/client';
import { App } from './App.jsx';
import { cityToken } from './city-token.js';

// The settings' embed module is served beside this page (build-embed/*), from the city's own origin.
const embedUrl = new URL('./city-settings.js', document.baseURI).href;
const socket = new URL('ws', location.href).href.replace(/^http/, 'ws');

// Define <city-settings> before React first draws it, so React hands it properties rather than attributes.
Promise.all([import(/* @vite-ignore */ embedUrl), cityToken()]).then(([embed, token]) => {
	embed.defineElement();
	createRoot(document.getElementById('root')).render(<App city={{ socket, token }} />);
});
