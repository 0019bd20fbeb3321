import { useState } from 'react';

const PAGES = [
	{ page: 'overview', label: 'Overview' },
	{ page: 'mcp', label: 'Tool servers' },
	{ page: 'models', label: 'Models' }
];

export function App({ city }) {
	// The settings' page is React state: a press here re-renders the element with a new `page` property.
	const [page, setPage] = useState('mcp');
	const [moves, setMoves] = useState([]);

	// React 19 adds a listener for `on<event name>` on a custom element.
	function onNavigate(event) {
		setPage(event.detail.page);
		setMoves((m) => [...m, event.detail.page]);
	}

	return (
		<div className="layout">
			<header>
				<strong>Acme dashboard</strong>
			</header>
			<nav aria-label="Dashboard">
				{PAGES.map((p) => (
					<button key={p.page} type="button" aria-pressed={page === p.page} onClick={() => setPage(p.page)}>
						{p.label}
					</button>
				))}
			</nav>
			<p>
				Moves inside: <output aria-label="Moves inside the settings">{moves.join(', ')}</output>
			</p>
			<section aria-label="City settings">
				<city-settings city={city} page={page} oncity-settings-navigate={onNavigate}></city-settings>
			</section>
		</div>
	);
}
