import { i18n } from '$lib/i18n';
import { cityDefaults } from '$lib/i18n/en/city-defaults';

// The city's defaults section is fetched after /models' first paint; its words come with it (a unit test checks).
i18n.provideEnglish({ cityDefaults });
