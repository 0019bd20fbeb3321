import { i18n } from '$lib/i18n';
import { linkStopped } from '$lib/i18n/en/link-stopped';

// A stopped link's English comes with the part that draws it, fetched only once a link stops.
i18n.provideEnglish({ linkStopped });
