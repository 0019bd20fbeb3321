/** What the connection does with one attempt, as its door keeper decides (WIRE.md §2a). */
export type Credential =
	/** Say hello with this session token (or the token a host handed over). */
	| { kind: 'token'; token: string }
	/** A city without a door: hello with no token. */
	| { kind: 'none' }
	/** Nothing to enter with until the person pairs this browser; the keeper starts the connection again. */
	| { kind: 'wait' }
	/** The door (or, `host`, the host's `getToken`) did not answer: the reconnect ladder goes on. */
	| { kind: 'retry'; detail: string; host?: true };

/** The one owner the connection asks before each attempt. */
export interface CredentialSource {
	credential(): Promise<Credential>;
	/** Called by the connection so that a finished pairing starts it again. */
	onResume(start: () => void): void;
}
