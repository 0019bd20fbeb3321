import net from 'node:net';

/** A host name or literal address in a URL that never leaves this machine (`localhost`, 127.x, ::1). */
export function isLocalHost(host: string): boolean {
	const h = host.replace(/^\[|\]$/g, '').toLowerCase();
	if (h === 'localhost' || h.endsWith('.localhost')) return true;
	if (net.isIPv4(h)) return h.startsWith('127.');
	if (net.isIPv6(h)) return h === '::1' || /^::ffff:127\./.test(h);
	return false;
}

/** A socket peer's address on this machine (127.0.0.0/8, ::1, their IPv4-mapped forms): who may call `/enroll`. */
export function isLoopbackPeer(address: string | undefined | null): boolean {
	if (!address) return false;
	const a = address.replace(/^::ffff:/i, '');
	return a === '::1' || /^127\.\d+\.\d+\.\d+$/.test(a) || a === 'localhost';
}
