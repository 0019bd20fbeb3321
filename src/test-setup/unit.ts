import { knowEveryAnswer } from '$protocol/schemas/answers';

// Unit tests read answers as the local city and the benchmark do: with every schema. (Component tests do not:
// there each page names the schemas of its own questions, as in the app.)
knowEveryAnswer();
