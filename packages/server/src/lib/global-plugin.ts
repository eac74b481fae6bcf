// Fastify encapsulates each plugin: hooks and decorators stay inside it. Infrastructure must reach every
// route (headers, CORS, rate limits), so these plugins opt out of encapsulation the way fastify-plugin does.
import type { FastifyInstance } from 'fastify';

export type AppPlugin = (app: FastifyInstance) => Promise<void>;

export function globalPlugin(name: string, fn: AppPlugin): AppPlugin {
  const plugin = async (app: FastifyInstance) => fn(app);
  Object.defineProperty(plugin, 'name', { value: name });
  (plugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
  (plugin as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
