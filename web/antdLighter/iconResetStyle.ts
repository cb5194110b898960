// antd's ConfigProvider registers the icons' reset rules (`.anticon{display:inline-flex…}`) with
// its CSS-in-JS engine on the first render of every page, zeroRuntime or not: it computes the
// theme's token for them, serializes the rules and inserts a <style> of them. The same rules are
// in the static common style sheet every page loads (decision 0035, scripts/antdStaticStyles.ts),
// so vite.config.ts points ConfigProvider's import of that hook here: one that does nothing.
export default function useResetIconStyle(): void {}
