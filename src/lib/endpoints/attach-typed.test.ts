import { describe, expect, it } from 'vitest';
import { storyData } from './samples/endpoint-samples';
import { AttachTyped } from './attach-typed.svelte';

const host = (name: string) => storyData.hosts.find((h) => h.host === name);

describe('what the person types into the attach form', () => {
	it('a vendor fills the base URL, dialect and a free id; a picked dialect its own face', () => {
		const t = new AttachTyped();
		t.pickHost('api.openai.com', host('api.openai.com'), ['openai']);
		expect([t.host, t.dialect, t.baseUrl]).toEqual(['api.openai.com', 'open_ai', 'https://api.openai.com/v1']);
		expect(t.offeredName?.taken).toBe('openai');
		expect(t.name).toBe(t.offeredName?.offered);
		t.pickDialect('anthropic', host('api.deepseek.com')!.faces);
		expect([t.dialect, t.baseUrl]).toEqual(['anthropic', 'https://api.deepseek.com/anthropic']);
	});

	it('a host the list does not know changes nothing typed', () => {
		const t = new AttachTyped();
		t.name = 'mine';
		t.baseUrl = 'http://127.0.0.1:8000/v1';
		t.pickHost('example.test', undefined, []);
		expect([t.host, t.name, t.baseUrl]).toEqual(['example.test', 'mine', 'http://127.0.0.1:8000/v1']);
	});

	it('keeps and restores everything but the key value; starting over keeps the dialect', () => {
		const t = new AttachTyped();
		t.pickHost('api.anthropic.com', host('api.anthropic.com'), []);
		t.key = 'sk-typed';
		const kept = t.kept();
		expect(JSON.stringify(kept)).not.toContain('sk-typed');
		t.clear();
		expect([t.host, t.name, t.key, t.offeredName, t.dialect]).toEqual(['', '', '', null, 'anthropic']);
		t.restore(kept);
		expect([t.host, t.name, t.baseUrl]).toEqual(['api.anthropic.com', kept.name, 'https://api.anthropic.com']);
	});
});
