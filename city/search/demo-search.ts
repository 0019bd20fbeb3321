import type { SearchSupplier } from '../../protocol/schemas/search';
import { changeLayer, layerFile } from '../domain/layers';
import { fileForm, searchOfFile } from '../domain/search-layer';
import { CORPUS_TOOL } from './corpus-search';

/** The demo's supplier as the city's `[search]` lists it (anonymous: the demo server takes no key). */
export function corpusSupplier(url: string): SearchSupplier {
	return {
		id: 'corpus',
		url,
		remote: CORPUS_TOOL,
		query_field: 'query',
		objective_field: 'objective',
		count_field: 'count',
		accounts: [{ id: 'anonymous', reference: null, header: null }]
	};
}

/**
 * Lists the demo supplier in the city's own layer: selected, when the layer states no `[search]` yet; its
 * address brought up to date when the layer already lists `corpus` (its port changes with every start).
 * Anything else a person chose is left alone.
 */
export function listDemoSupplier(root: string, cityName: string, url: string): void {
	changeLayer(layerFile(root, cityName, cityName), (layer) => {
		if (!layer.search) {
			layer.search = fileForm({ custom: { selected: 'corpus', suppliers: [corpusSupplier(url)] } });
			return;
		}
		const stated = searchOfFile(layer.search, (why) => {
			throw new Error(why);
		});
		if (typeof stated === 'string' || !stated.custom.suppliers.some((s) => s.id === 'corpus')) return;
		const suppliers = stated.custom.suppliers.map((s) => (s.id === 'corpus' ? { ...s, url } : s));
		layer.search = fileForm({ custom: { ...stated.custom, suppliers } });
	});
}
