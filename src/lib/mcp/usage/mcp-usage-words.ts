import { i18n } from '$lib/i18n';
import { mcpUsage } from '$lib/i18n/en/mcp-usage';

// The usage part's English comes with its code, not with /mcp's first load: every part that reads
// `i18n.t.mcpUsage` imports this module, so its words are there before it draws (a unit test checks).
i18n.provideEnglish({ mcpUsage });
