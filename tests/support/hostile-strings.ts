/**
 * Text a hostile or careless city (or a tool server, or a provider behind it) may send, for the
 * hostile-text tests: markup, script-looking text, `javascript:` URLs, bidi overrides, zero-width
 * characters, emoji, and one string of 100,000 characters. Each is distinct, so each can be found.
 */
export const HOSTILE: string[] = [
	'<img src=x onerror="window.__pwned=1;alert(1)">',
	'<script>window.__pwned=2;alert(2)</script>',
	'javascript:window.__pwned=3;alert(3)',
	'[click](javascript:alert(4)) <a href="javascript:alert(5)">link</a>',
	'\u202Eexe.txt\u202C right-to-left \u2066isolate\u2069 \u200F',
	'zero\u200Bwidth\u200Cjoin\u200Dnon\uFEFFbreak\u2060',
	'emoji 👩‍👩‍👧‍👦 🏳️‍🌈 🇺🇳 e\u0301 Z̤̈́͂ͣ',
	'{@html "<b>bold</b>"} ${alert(6)} {{constructor.constructor("alert(7)")()}}',
	'&lt;b&gt;entities&lt;/b&gt; &amp; &#x3C;i&#x3E;',
	'line one\nline two\ttabbed  spaced',
	'W'.repeat(100_000)
];

/** A short form, for places that carry the text several times over (file names, targets). */
export const SHORT_HOSTILE = '<b onmouseover=alert(8)>x</b>\u202Egnp.js 👾';
