import { i18n } from '$lib/i18n';
import { endpointForms } from '$lib/i18n/en/endpoint-forms';

// The forms' English comes with their code, not with /endpoints' first load: every part that reads
// `i18n.t.endpointForms` imports this module, so its words are there before it draws (a unit test checks).
i18n.provideEnglish({ endpointForms });
