import { i18n } from '$lib/i18n';
import { refusal } from '$lib/i18n/en/refusal';

// A refusal's English comes with the part that draws it (fetched after the first paint, or with the refusal).
i18n.provideEnglish({ refusal });
