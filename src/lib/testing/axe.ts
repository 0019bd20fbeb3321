import axe from 'axe-core';

/**
 * Runs axe on an element (WCAG 2.1 A/AA) and returns readable violations,
 * so a failing test says which rule broke and where.
 */
export async function axeViolations(root: Element): Promise<string[]> {
	const result = await axe.run(root, {
		runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
		rules: { region: { enabled: false } }
	});
	return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}
