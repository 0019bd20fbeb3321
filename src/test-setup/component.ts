// Component tests run in real Chromium, styled as the app is.
import '$lib/theme/theme.css';
