import { i18n } from '$lib/i18n';
import { embedded } from '$lib/i18n/en/embedded';

// What only the embedded settings say comes with CitySettings, never in the app's first load.
i18n.provideEnglish({ embedded });
