/**
 * The largest client frame the app sends and the local city reads: 16 MiB. The city states no limit of its
 * own; its WebSocket library's default maximum frame size applies (docs/wire-provenance.md, Limits). A
 * command larger than this is refused in the form, never sent.
 */
export const MAX_CLIENT_FRAME_BYTES = 16 * 1024 * 1024;

/** The UTF-8 length of a string, without encoding it. */
export function utf8Bytes(text: string): number {
	let bytes = text.length;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		// 1 byte per unit below 0x80; 2 below 0x800; a surrogate pair's two units make 4; the rest 3.
		if (c >= 0xd800 && c <= 0xdfff) bytes += 1;
		else if (c >= 0x800) bytes += 2;
		else if (c >= 0x80) bytes += 1;
	}
	return bytes;
}
