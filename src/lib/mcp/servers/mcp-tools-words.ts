import { i18n } from '$lib/i18n';
import { mcpTools } from '$lib/i18n/en/mcp-tools';

// The tool list's English comes with its code, not with /mcp's first load: every part that reads
// `i18n.t.mcpTools` imports this module, so its words are there before it draws (a unit test checks).
i18n.provideEnglish({ mcpTools });
