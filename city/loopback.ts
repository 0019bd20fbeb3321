import net from 'node:net';

/** True when a host name or literal address never leaves this machine. */
export function isLoopbackHost(host: string): boolean {
	const h = host.replace(/^\[|\]$/g, '').toLowerCase();
	if (h === 'localhost' || h.endsWith('.localhost')) return true;
	if (net.isIPv4(h)) return h.startsWith('127.');
	if (net.isIPv6(h)) return h === '::1' || /^::ffff:127\./.test(h);
	return false;
}
