import { i18n } from '$lib/i18n';
import { notices } from '$lib/i18n/en/notices';

// The messages' English comes with the part that draws them, fetched while the page is idle.
i18n.provideEnglish({ notices });
