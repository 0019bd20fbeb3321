import { describe, expect, it } from 'vitest';
import { cityTextWords } from './city-text-words';

describe('a sentence with the city’s values in it', () => {
	it('splits the words from the city’s values, wherever the language puts them', () => {
		const en = (p: { model: string; endpoint: string }) => `Choose ${p.model} from ${p.endpoint}`;
		const zh = (p: { model: string; endpoint: string }) => `从 ${p.endpoint} 选择 ${p.model}`;
		const values = { model: 'acme/evil\u202Eslm-txet', endpoint: '<b>x</b>' };
		expect(cityTextWords(en, values, ['model', 'endpoint'])).toEqual([
			{ words: 'Choose ' },
			{ city: 'acme/evil\u202Eslm-txet' },
			{ words: ' from ' },
			{ city: '<b>x</b>' }
		]);
		expect(cityTextWords(zh, values, ['model', 'endpoint'])).toEqual([
			{ words: '从 ' },
			{ city: '<b>x</b>' },
			{ words: ' 选择 ' },
			{ city: 'acme/evil\u202Eslm-txet' }
		]);
	});

	it('passes other slots to the sentence as they are', () => {
		const words = (p: { tool: string; count: number }) =>
			`${p.tool}: ${p.count === 1 ? 'one call' : `${p.count} calls`}`;
		expect(cityTextWords(words, { tool: 'echo', count: 1 }, ['tool'])).toEqual([
			{ city: 'echo' },
			{ words: ': one call' }
		]);
	});
});
