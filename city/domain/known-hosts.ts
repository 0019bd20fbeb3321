import type { KnownHost, TuningDefaults } from '../../protocol/schemas';

/** Provider hosts the attach form offers (WIRE.md §11.4), in the order shown. */
export const KNOWN_HOSTS: KnownHost[] = [
	{
		host: 'api.openai.com',
		faces: [
			{ dialect: 'open_ai', base_url: 'https://api.openai.com/v1' },
			{ dialect: 'open_ai_responses', base_url: 'https://api.openai.com/v1' }
		]
	},
	{ host: 'api.anthropic.com', faces: [{ dialect: 'anthropic', base_url: 'https://api.anthropic.com' }] },
	{ host: 'openrouter.ai', faces: [{ dialect: 'open_ai', base_url: 'https://openrouter.ai/api/v1' }] },
	{ host: 'api.groq.com', faces: [{ dialect: 'open_ai', base_url: 'https://api.groq.com/openai/v1' }] },
	{ host: 'api.mistral.ai', faces: [{ dialect: 'open_ai', base_url: 'https://api.mistral.ai/v1' }] },
	{
		host: 'api.deepseek.com',
		faces: [
			{ dialect: 'open_ai', base_url: 'https://api.deepseek.com/v1' },
			{ dialect: 'anthropic', base_url: 'https://api.deepseek.com/anthropic' }
		]
	},
	{ host: 'api.together.xyz', faces: [{ dialect: 'open_ai', base_url: 'https://api.together.xyz/v1' }] },
	{
		host: 'api.moonshot.ai',
		faces: [
			{ dialect: 'open_ai', base_url: 'https://api.moonshot.ai/v1' },
			{ dialect: 'anthropic', base_url: 'https://api.moonshot.ai/anthropic' }
		]
	},
	{
		host: 'generativelanguage.googleapis.com',
		faces: [{ dialect: 'open_ai', base_url: 'https://generativelanguage.googleapis.com/v1beta/openai' }]
	},
	{ host: '127.0.0.1:11434', faces: [{ dialect: 'open_ai', base_url: 'http://127.0.0.1:11434/v1' }] },
	{ host: '127.0.0.1:1234', faces: [{ dialect: 'open_ai', base_url: 'http://127.0.0.1:1234/v1' }] }
];

/** The city's default tuning (WIRE.md §11.5): placeholders, set by nobody. */
export const TUNING_DEFAULTS: TuningDefaults = {
	from: 'default',
	timeout_ms: 600_000,
	request_max_retries: null,
	stream_idle_timeout_ms: null,
	proxying: 'except_local',
	account_retries: 'one'
};
