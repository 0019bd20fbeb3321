import { describe, expect, it, vi } from 'vitest';
import { pickerIndex, warmPickerIndex } from './picker-index';
import { manyEndpoints } from './samples/model-samples';

describe('pickerIndex', () => {
	it('merges an endpoints array once for every picker of the page, and a new answer again', () => {
		const answer = manyEndpoints(2_000, 4);
		const first = pickerIndex(answer);
		expect(pickerIndex(answer)).toBe(first);
		expect(first.merged.offers).toHaveLength(2_000);
		const next = [...answer];
		expect(pickerIndex(next)).not.toBe(first);
	});

	it('leaves the search keys to the idle callback it is given', () => {
		const answer = manyEndpoints(1_000, 2);
		const steps: (() => void)[] = [];
		warmPickerIndex(answer, (step) => steps.push(step));
		expect(steps).toHaveLength(1);
		const index = pickerIndex(answer);
		const keys = vi.spyOn(index, 'modelKeys', 'get');
		(steps[0] as () => void)();
		expect(keys).toHaveBeenCalledTimes(1);
		expect(index.modelKeys).toHaveLength(index.merged.models.length);
	});
});
