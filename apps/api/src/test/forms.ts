/** Request bodies the tests and the benches send alike (no test runner here: the benches import it too). */

/** A one-paragraph rich-text document, as the web's editor sends it. */
export const richText = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** A hacker's report form for one target of a program. */
export function reportFormFor(target: { programId: string; targetId: string }, overrides: Record<string, unknown> = {}) {
  return {
    programId: target.programId,
    title: 'SQL injection nel login',
    target: target.targetId,
    severity: 'high',
    severityDescription: null,
    content: richText('Descrizione, proof of concept, impatto e mitigazione.'),
    endpoint: 'https://www.example.com/login',
    payload: "' OR 1=1 --",
    bugChain: null,
    media: [],
    environment: 'Chrome 130 su Linux',
    ipAddress: '203.0.113.7',
    ...overrides,
  };
}
