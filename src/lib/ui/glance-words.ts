import { i18n } from '$lib/i18n';
import { glance } from '$lib/i18n/en/glance';

// The glance words (figures, the compare view, the dense tool list) come with the lazily fetched parts
// that say them, not with every first load: each reader of `i18n.t.glance` imports this module (a unit
// test checks).
i18n.provideEnglish({ glance });
