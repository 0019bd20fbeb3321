import { describe, expect, it } from 'vitest';
import type { Connection } from '$lib/wire/connection';
import type { RefusalListener } from '$lib/wire/link-listeners';
import type { AxError } from '$protocol/schemas/refusal';
import { ENDED } from '../../../city/door/texts';
import { Notices } from './notices.svelte';

/** A connection that only hands over the refusals the test gives it. */
function refusing() {
	let listener: RefusalListener = () => {};
	const connection = {
		onNotice: () => () => {},
		onRefusal: (fn: RefusalListener) => ((listener = fn), () => {})
	} as unknown as Connection;
	return { connection, refuse: (r: AxError) => listener(r, null) };
}

const refusal = (code: string, action: string, subject: string, recovery: string): AxError => ({
	code,
	action,
	subject,
	nearby: [],
	recovery,
	retry: 'no'
});

describe('the shell’s notices', () => {
	it('shows a refusal tied to no press, but not the one that ends a forgotten browser’s session', () => {
		const { connection, refuse } = refusing();
		const notices = new Notices();
		notices.follow(connection);
		refuse(refusal('E_GATE_DENIED', ENDED.action, ENDED.subject, ENDED.recovery));
		expect(notices.items).toEqual([]);
		const other = refusal('E_GATE_DENIED', 'forget device 5d1f0a9c3b7e2468', 'from afar', 'go to the machine');
		refuse(other);
		expect(notices.items).toMatchObject([{ kind: 'refusal', refusal: other }]);
	});
});
