/* Loads Deskovna's tools wasm (the rules help, …) on demand; the page's bundle imports this
 * file only when a tool is first needed. Resolves to the module's exports. */
import init, * as tools from '__TOOLS_JS__';

export const ready = init({ module_or_path: new URL('__TOOLS_WASM__', import.meta.url) }).then(() => tools);
