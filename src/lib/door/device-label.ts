/** A label for this browser from what it says of itself: `Chrome · Linux`, at most 64 characters. */
export function defaultDeviceLabel(nav: Pick<Navigator, 'userAgent'> & { userAgentData?: unknown }): string {
	const ua = nav.userAgent;
	const data = nav.userAgentData as { platform?: string; brands?: { brand: string }[] } | undefined;
	const brand =
		data?.brands?.map((b) => b.brand).find((b) => !/not.?a.?brand|chromium/i.test(b)) ??
		(/Edg\//.test(ua)
			? 'Edge'
			: /Firefox\//.test(ua)
				? 'Firefox'
				: /Chrome\//.test(ua)
					? 'Chrome'
					: /Safari\//.test(ua)
						? 'Safari'
						: 'Browser');
	const system =
		data?.platform ||
		(/Android/.test(ua)
			? 'Android'
			: /iPhone|iPad/.test(ua)
				? 'iOS'
				: /Mac OS X/.test(ua)
					? 'macOS'
					: /Windows/.test(ua)
						? 'Windows'
						: /Linux/.test(ua)
							? 'Linux'
							: '');
	return (system ? `${brand} · ${system}` : brand).slice(0, 64);
}
