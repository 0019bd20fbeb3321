import { i18n } from '$lib/i18n';
import { aboveCeiling } from '$lib/i18n/en/above-ceiling';

// The ceiling warning's English comes with its code, fetched when a ceiling above the model's is first sent.
i18n.provideEnglish({ aboveCeiling });
