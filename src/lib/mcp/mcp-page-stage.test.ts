import { describe, expect, it } from 'vitest';
import { actionsStep } from './mcp-page-stage.svelte';

describe('actionsStep', () => {
	it('waits for the building, whatever health does', () => {
		expect(actionsStep(false, true, true)).toBe('none');
		expect(actionsStep(false, true, false)).toBe('none');
	});

	it('activates at once when the rows stand with their health', () => {
		expect(actionsStep(false, false, false)).toBe('now');
	});

	it('starts the fallback timer while health is still on its way', () => {
		expect(actionsStep(false, false, true)).toBe('timer');
	});

	it('does nothing more once active', () => {
		expect(actionsStep(true, false, true)).toBe('none');
		expect(actionsStep(true, false, false)).toBe('none');
	});
});
