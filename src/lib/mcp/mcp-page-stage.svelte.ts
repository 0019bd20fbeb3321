import type { McpServer } from '$protocol/schemas/mcp';
import { afterNextPaint, whenIdleAfterPaint } from '$lib/ui/after-paint';
import { preloadChangeParts } from './changes/change-parts';
import type { BuildingChanges } from './changes/changes.svelte';
import { Elapsed } from './servers/elapsed.svelte';
import { warningChecks } from './servers/tool-entry-part';

/** What of a query the stage watches. */
export interface WatchedQuery {
	readonly isPending: boolean;
	readonly isFetching: boolean;
	readonly dataUpdatedAt: number;
}

/** How long the rows' buttons wait for health before they are fetched anyway. */
export const ACTIONS_WAIT_FOR_HEALTH_MS = 1000;

/**
 * What to do about the rows' buttons: nothing yet (or already done), activate now that the rows stand with their
 * health, or start the fallback timer while health is slow.
 */
export function actionsStep(
	active: boolean,
	buildingPending: boolean,
	healthPending: boolean
): 'none' | 'now' | 'timer' {
	if (active || buildingPending) return 'none';
	return healthPending ? 'timer' : 'now';
}

/**
 * When the MCP page draws its lazy parts: the add form when idle, the change parts preloaded, the rows' buttons,
 * the usage after paint, the warnings' checks; plus the health check's elapsed clock and the changes following the
 * own list. Made during the page's init, so its effects live and die with the page.
 */
export class McpPageStage {
	#formShown = $state(false);
	#partsReady = $state(false);
	#actionsActive = $state(false);
	#usageShown = $state(false);
	#healthWarnings = $state(warningChecks.loaded);
	#elapsed = new Elapsed();

	/** `changes`: the page's changes owner once its class has arrived; `own`: the building's own list once answered. */
	constructor(
		health: WatchedQuery,
		building: WatchedQuery,
		changes: () => BuildingChanges | null | undefined,
		own: () => McpServer[] | undefined
	) {
		$effect(() => changes()?.follow());
		$effect(() => {
			this.#elapsed.run(health.isFetching);
			return () => this.#elapsed.stop();
		});
		// The add form sits below the rows: drawn once the browser is idle after the building's answer is painted.
		$effect(() => {
			if (!building.isPending && !this.#formShown) return whenIdleAfterPaint(() => (this.#formShown = true));
		});
		// What a press draws (review, export, undo, the forms) is fetched once the rows are on screen.
		$effect(() => {
			if (!building.isPending && !health.isPending && !this.#partsReady)
				return whenIdleAfterPaint(() => void preloadChangeParts().then(() => (this.#partsReady = true)));
		});
		// Fetched while the answers are on their way, the buttons' code would hold the answers' reading back.
		$effect(() => {
			const step = actionsStep(this.#actionsActive, building.isPending, health.isPending);
			if (step === 'now') this.#actionsActive = true;
			else if (step === 'timer') {
				const timer = setTimeout(() => (this.#actionsActive = true), ACTIONS_WAIT_FOR_HEALTH_MS);
				return () => clearTimeout(timer);
			}
		});
		// Usage never competes with the rows, and never waits for health (which may take seconds).
		$effect(() => {
			if (!building.isPending && !this.#usageShown) return afterNextPaint(() => (this.#usageShown = true));
		});
		// The warnings' checks arrive after the first paint (tried again with each health answer if the fetch failed).
		$effect(() => {
			void health.dataUpdatedAt;
			if (this.#healthWarnings === null)
				return afterNextPaint(
					() =>
						void warningChecks.load().then(
							(f) => (this.#healthWarnings = f),
							() => {}
						)
				);
		});
		// The changes follow every read of the own list (each answer, even one equal to the last).
		$effect(() => {
			void building.dataUpdatedAt;
			changes()?.observe(own());
		});
	}

	/** The add form may be drawn. */
	get form(): boolean {
		return this.#formShown;
	}
	/** The change parts are fetched (the undo bar may be drawn). */
	get parts(): boolean {
		return this.#partsReady;
	}
	/** The rows' buttons may be fetched. */
	get actions(): boolean {
		return this.#actionsActive;
	}
	/** Usage and the toolkit directory may be drawn. */
	get usage(): boolean {
		return this.#usageShown;
	}
	/** The warnings' checks, once fetched. */
	get warnings() {
		return this.#healthWarnings;
	}
	/** Whole seconds the current health check has run. */
	get seconds(): number {
		return this.#elapsed.seconds;
	}

	/** Draws the add form at once (an edit started from a row). */
	showForm(): void {
		this.#formShown = true;
	}
}
