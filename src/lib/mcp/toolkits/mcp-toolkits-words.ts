import { i18n } from '$lib/i18n';
import { mcpToolkits } from '$lib/i18n/en/mcp-toolkits';

// The directory's English comes with its code, not with /mcp's first load: every part that reads
// `i18n.t.mcpToolkits` imports this module, so its words are there before it draws (a unit test checks).
i18n.provideEnglish({ mcpToolkits });
