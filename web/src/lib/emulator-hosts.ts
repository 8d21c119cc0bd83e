/**
 * The emulators named by the page server that sent this page (functions/src/http/routes/pages.ts,
 * `<meta name="vc-emulators" content="firestore=host:port;auth=host:port">`), so that one web build
 * serves emulator suites on any ports. Empty for a page without the tag (deployed, vite's dev server).
 */
export function servedEmulatorHosts(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): {
  firestore?: string;
  auth?: string;
} {
  const content = doc?.querySelector('meta[name="vc-emulators"]')?.getAttribute('content') ?? '';
  const hosts: { firestore?: string; auth?: string } = {};
  for (const part of content.split(';')) {
    const [name, value] = part.split('=');
    if ((name === 'firestore' || name === 'auth') && value) hosts[name] = value;
  }
  return hosts;
}
