/*
 * The door's plain-text refusal bodies, `"<action>: <recovery>"`, word for word as the real city sends them
 * (its `server/pairing.rs`, `reception/entry.rs`, `reception/sessions.rs`): the page shows them verbatim.
 */

const ENTER = "enter the city's door";
const PAIR = 'pair a browser';
const SESSION = 'open a browser session';
const ENROL = 'enrol a credential';

export const GATE = {
	/** A Host this listener is not, a foreign Origin, or a cross-site Sec-Fetch-Site. */
	foreign: `${ENTER}: open the address the city printed when it started`,
	preflight: `${ENTER}: send the request from the city's own page, or from a program on this machine`,
	/** A pairing route without an Origin: a native program, which uses the city's key instead. */
	native: `${ENTER}: a program on this machine presents the city's key from its key file instead`
} as const;

export const PAIRING = {
	publicKey: `${PAIR}: send the 32 bytes of the Ed25519 public key as 64 hex characters`,
	label: `${PAIR}: name the browser in 1 to 64 characters, with no control characters`,
	wrongCode: `${PAIR}: type the pairing code the terminal shows now`,
	tooSoon: `${PAIR}: wait a second, then type the code the terminal shows`,
	openCode: `${PAIR}: open the city again from its terminal, or type the pairing code it shows`,
	storage: 'keep the paired browsers: check the city directory is writable, then pair again'
} as const;

export const SESSIONS = {
	noOrigin: `${SESSION}: open a session from the city's own page`,
	nonce: `${SESSION}: ask /session/challenge for a new nonce and sign it`,
	unknownDevice: `${SESSION}: pair this browser again: the city does not know it`,
	signatureShape: `${SESSION}: send the 64-byte Ed25519 signature as 128 hex characters`,
	badSignature: `${SESSION}: pair this browser again: its signature does not verify`
} as const;

export const ENROLMENT = {
	noCredential: `${ENROL}: send the session token or the city's key as an \`Authorization: Bearer\` header; a program on this machine reads the key from the city's key file`,
	notLoopback: `${ENROL}: enrol the credential from the machine running sprawling; a tunnelled session can use it afterwards but cannot deliver it`
} as const;

/** The refusal frames the socket sends about credentials (WIRE.md §2a; the real city's `reception.rs`). */
export const HELLO = {
	action: 'accept a client connection',
	mismatchRecovery: 'reload the page to fetch the client this server was built with',
	noSession: "the greeting carries neither this city's key nor a live session token",
	noSessionRecovery:
		"reload the page to sign in again; a program on this machine reads the key from the city's key file, or takes --token"
} as const;

/** Sent to every socket seated with a token that ends (its device forgotten, or evicted). */
export const ENDED = {
	action: 'keep a browser session open',
	subject: 'this browser was forgotten, or its session token has ended',
	recovery:
		'pair this browser again with the pairing code the terminal shows; a browser the city still knows reconnects by itself'
} as const;
