/** Saves text as a file through the browser's download, byte for byte (UTF-8, no BOM, nothing rewritten). */
export function saveText(name: string, type: string, body: string): void {
	const url = URL.createObjectURL(new Blob([body], { type }));
	const a = document.createElement('a');
	a.href = url;
	a.download = name;
	a.rel = 'noopener';
	a.style.display = 'none';
	document.body.append(a);
	a.click();
	a.remove();
	// The download has taken the bytes once the click's task is over.
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}
