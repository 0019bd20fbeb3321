import { i18n } from '$lib/i18n';
import { search } from '$lib/i18n/en/search';

// The web search words come with the page's code and with the overview's lazily fetched line, never with another
// route's first load: every part that reads `i18n.t.search` imports this module (a unit test checks).
i18n.provideEnglish({ search });
