import { i18n } from '$lib/i18n';
import { configProblem } from '$lib/i18n/en/config-problem';

// The config.json notice's English comes with its lazily fetched code, not with every first load.
i18n.provideEnglish({ configProblem });
