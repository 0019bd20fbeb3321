import { i18n } from '$lib/i18n';
import { modelPicker } from '$lib/i18n/en/model-picker';

// The picker body's English comes with its code, not with a page's first load: every part that reads
// `i18n.t.modelPicker` imports this module, so its words are there before it draws (a unit test checks).
i18n.provideEnglish({ modelPicker });
