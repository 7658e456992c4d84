/** Keeps one instance across the dev server's module reloads. */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __redobraSingletons?: Map<string, unknown> }
  store.__redobraSingletons ??= new Map()
  if (!store.__redobraSingletons.has(name)) store.__redobraSingletons.set(name, create())
  return store.__redobraSingletons.get(name) as T
}
