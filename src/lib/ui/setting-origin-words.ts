import { i18n } from '$lib/i18n';
import { settingOrigin } from '$lib/i18n/en/setting-origin';

// A setting's origin words come with the lazily fetched parts that draw settings: each reader of
// `i18n.t.settingOrigin` imports this module (a unit test checks).
i18n.provideEnglish({ settingOrigin });
