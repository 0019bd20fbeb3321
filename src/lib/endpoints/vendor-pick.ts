import type { DialectKind } from '$protocol/schemas/common';
import type { KnownHost } from '$protocol/schemas/endpoints';
import { freeEndpointName, nameFromHost } from './enroll-name';

/** The attach form's fields a vendor's pick fills. */
export interface VendorFields {
	dialect: DialectKind;
	baseUrl: string;
	name: string;
	/** The free id offered instead of one already attached. */
	offeredName: { taken: string; offered: string } | null;
}

/**
 * What picking a vendor fills: the base URL and dialect of its face for the dialect in the form (else its first),
 * and a free id when the id is empty or is the one offered before. Nothing for a host the list does not know.
 */
export function vendorPick(known: KnownHost | undefined, now: VendorFields, taken: readonly string[]): VendorFields {
	if (!known) return now;
	const next = { ...now };
	const face = known.faces.find((f) => f.dialect === now.dialect) ?? known.faces[0];
	if (face) {
		next.dialect = face.dialect;
		next.baseUrl = face.base_url;
	}
	if (now.name.trim() === '' || now.offeredName?.offered === now.name) {
		const wanted = nameFromHost(known.host);
		const offered = freeEndpointName(wanted, taken);
		next.name = offered;
		next.offeredName = offered !== wanted ? { taken: wanted, offered } : null;
	}
	return next;
}
