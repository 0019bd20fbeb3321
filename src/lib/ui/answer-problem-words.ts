import { i18n } from '$lib/i18n';
import { answerProblem } from '$lib/i18n/en/answer-problem';

// What a failed or unavailable answer says comes with the parts that draw it (answer-parts.ts).
i18n.provideEnglish({ answerProblem });
