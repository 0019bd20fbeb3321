import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';
import { compileHints } from '../../scripts/compile-hints-plugin.mjs';

// As the app is built in this respect: its own code beside the page (the door, the socket, the wire's schemas) and
// Valibot in one file that V8 compiles as it arrives (scripts/compile-hints-plugin.mjs); nothing else of the app's.
const OWN_CODE = /(protocol[\\/](.+[\\/])?|kit-floor[\\/]src[\\/]routes[\\/]mcp[\\/])[^\\/]+\.ts$/;
const VALIBOT = /node_modules[\\/]valibot[\\/]/;

export default defineConfig({
	plugins: [sveltekit(), compileHints('shell')],
	build: {
		rolldownOptions: {
			output: {
				codeSplitting: {
					groups: [
						{ name: 'shell', test: (id: string) => VALIBOT.test(id) || (OWN_CODE.test(id) && !/node_modules/.test(id)) }
					]
				}
			}
		}
	}
});
