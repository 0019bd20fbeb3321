import { i18n } from '$lib/i18n';
import { door } from '$lib/i18n/en/door';

// The door's English comes with the pairing screen's and the paired browsers page's code, not with a paired
// browser's first load: every part that reads `i18n.t.door` imports this module (a unit test checks).
i18n.provideEnglish({ door });
