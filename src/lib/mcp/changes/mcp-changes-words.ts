import { i18n } from '$lib/i18n';
import { mcpChanges } from '$lib/i18n/en/mcp-changes';

// The change parts' English comes with their code, not with /mcp's first load: every part that reads
// `i18n.t.mcpChanges` imports this module, so its words are there before it draws (a unit test checks).
i18n.provideEnglish({ mcpChanges });
